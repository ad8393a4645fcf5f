// expect: UNSAFE
// state-space: finite
// Source: thesis Fig. 3.3(c) (Ring Extended), l = 3: each thread executes
// x[(TID+1)%l] := x[TID] TWICE, each time as one atomic statement. Initially
// x = {1, 2, 3}. Main asserts that the three entries are not all equal at the end.
// Bug: schedule T0, T1, T2 (first copies), then the second copies in the same order:
// x = {1,1,3} -> {1,1,1} -> {1,1,1} ...: all entries become 1 and the assertion fails.
// (The SAFE fact "two entries are equal" of ring.c also holds here.) Finite.
extern void reach_error(void);
extern void __VERIFIER_assume(int cond);
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_atomic_begin(void);
extern void __VERIFIER_atomic_end(void);
typedef unsigned long pthread_t;
typedef union { char __size[24]; long __align; } pthread_mutex_t;
extern int pthread_create(pthread_t *thread, const void *attr, void *(*start)(void *), void *arg);
extern int pthread_join(pthread_t thread, void **retval);
extern int pthread_mutex_lock(pthread_mutex_t *m);
extern int pthread_mutex_unlock(pthread_mutex_t *m);
void __VERIFIER_assert(int cond) { if (!cond) { reach_error(); } }
int x[3] = {1, 2, 3};

void *thr(void *arg) {
  int tid = (int)(long)arg;
  __VERIFIER_atomic_begin();
  x[(tid + 1) % 3] = x[tid];
  __VERIFIER_atomic_end();
  __VERIFIER_atomic_begin();
  x[(tid + 1) % 3] = x[tid];
  __VERIFIER_atomic_end();
  return 0;
}

int main(void) {
  pthread_t t[3];
  int i, a, b, c;
  for (i = 0; i < 3; i++) {
    pthread_create(&t[i], 0, thr, (void *)(long)i);
  }
  for (i = 0; i < 3; i++) {
    pthread_join(t[i], 0);
  }
  a = x[0];
  b = x[1];
  c = x[2];
  __VERIFIER_assert(a == b || b == c || a == c);
  __VERIFIER_assert(!(a == b && b == c));
  return 0;
}

// expect: SAFE
// state-space: finite
// Source: thesis Fig. 3.3(b) (Branching), l = 3 threads over a global array x of length
// 3, initially all 0. Thread TID: if x[TID] == 0 then x[(TID+1)%l] := 1, twice. Every
// statement (the test, the assignment) is one step.
// Why safe: values only ever change from 0 to 1. The first test executed in any run
// reads an initial 0, so that thread later writes a 1: at the end at least one entry
// is 1 (the sum is >= 1). Some entries may stay 0, depending on the schedule.
// Terminates -> finite.
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
int x[3];

void *thr(void *arg) {
  int tid = (int)(long)arg;
  int v;
  v = x[tid];
  if (v == 0) {
    x[(tid + 1) % 3] = 1;
  }
  v = x[tid];
  if (v == 0) {
    x[(tid + 1) % 3] = 1;
  }
  return 0;
}

int main(void) {
  pthread_t t[3];
  int i, s = 0, v;
  for (i = 0; i < 3; i++) {
    pthread_create(&t[i], 0, thr, (void *)(long)i);
  }
  for (i = 0; i < 3; i++) {
    pthread_join(t[i], 0);
  }
  for (i = 0; i < 3; i++) {
    v = x[i];
    __VERIFIER_assert(v == 0 || v == 1);
    s = s + v;
  }
  __VERIFIER_assert(s >= 1);
  return 0;
}

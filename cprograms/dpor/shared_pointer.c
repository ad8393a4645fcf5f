// expect: SAFE
// state-space: finite
// Source: Shared Pointer(N), thesis (003) Sec. 3.3 (from GFYS07, Cartesian POR): "two equal
//   threads which execute a loop N times, followed by an update of the respective other's
//   threads pointer"; N is the number of loop iterations (App. A). SEED-TARGETS C.4 flags
//   the description as insufficient; this is the most faithful reading found: ptr[0] = &a,
//   ptr[1] = &b (set by main before the threads start); thread t runs N iterations of
//   "p := ptr[t]; s := s + *p" (one shared read of the pointer, one read of its target),
//   then writes its sum to its own cell and sets the other thread's pointer, ptr[1-t] := &c.
//   The targets a = 1, b = 2, c = 3 are never written. Each pointer update races with the
//   other thread's N pointer reads; a brute-force enumeration of the Mazurkiewicz traces of
//   this shape gives 3, 5, 7, 9 for N = 1..4, the thesis's 2N + 1. Main joins both and
//   asserts the sums lie between N * target value and N * 3, and both pointers point to c.
// Papers report: thesis App. A / Table 3.1, traces (SDPOR = EPOR = EPOR-SH): Shared
//   Pointer(10) 21, (20) 41, (30) 61, (50) 101, (100) 201, i.e. 2N + 1; Shared Pointer(50)
//   dependency checks SDPOR 14074966, EPOR 11459539; (100) 192707828 / 154590222.
//   cprograms/shared_pointer.c is a different reading (Ch. 5, thesis Fig. 5.1).
// Parameters: N = loop iterations of each of the two threads, N >= 1, default 10.
#ifndef N
#define N 10
#endif
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
int a = 1, b = 2, c = 3;
int *ptr[2];
int sum[2];

void *thr(void *arg) {
  int t = (int)(long)arg;
  int k, s = 0, v;
  int *p;
  for (k = 0; k < N; k++) {
    p = ptr[t];
    v = *p;
    s = s + v;
  }
  sum[t] = s;
  ptr[1 - t] = &c;
  return 0;
}

int main(void) {
  pthread_t t0, t1;
  int s0, s1;
  ptr[0] = &a;
  ptr[1] = &b;
  pthread_create(&t0, 0, thr, (void *)0);
  pthread_create(&t1, 0, thr, (void *)1);
  pthread_join(t0, 0);
  pthread_join(t1, 0);
  s0 = sum[0];
  s1 = sum[1];
  __VERIFIER_assert(s0 >= N * 1 && s0 <= N * 3);
  __VERIFIER_assert(s1 >= N * 2 && s1 <= N * 3);
  __VERIFIER_assert(ptr[0] == &c && ptr[1] == &c);
  return 0;
}

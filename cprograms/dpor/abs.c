// expect: SAFE
// state-space: finite
// Source: abs(N), CSOB (004) Sec. 5.2-5.3, Table 2: "the running example of Aronis et al.
//   (2018)'s Fig. 1 generalized for n processes"; the figure is not reproduced in 004.
//   Decided here: the example as in "Awaiting for Godot" Fig. 3 by the same group (p: x := 1;
//   y := 1, q: x := 2; y := 2, then join and assert |x - y| < 2), generalised to N threads
//   that each write x, then y (Table 2's ODPOR = (N!)^2 is the number of orders of the N
//   x-writes times those of the N y-writes; ODPOR^ob = N^2 picks the last writer of each).
//   Without DIF every thread writes 1 to both (the "same values" variant, ODPOR_cs^ob 1);
//   with DIF (abs_dif.c) thread i writes i + 1. Main joins all, reads x and y and asserts
//   |x - y| < N (the values written lie in 1..N).
// Papers report: CSOB Table 2, executions E: abs(3) ODPOR 36, ODPOR^ob 9, DPOR_cs 4,
//   ODPOR_cs^ob 1; abs(4) 576, 16, 25, 1; abs(5) 14400, 25, 256, 1; abs(6) -, 36, -, 1.
//   abs-2phases(2..5) not written here (Table 2: e.g. (3) 1296, 81, 16, 1).
//   Godot Fig. 3 (N = 2, values 1 and 2): Optimal-DPOR explores 4 executions.
// Parameters: N = threads, N >= 2, default 3; DIF (0: all write 1; 1: thread i writes i + 1
//   to x and y), default 0.
#ifndef N
#define N 3
#endif
#ifndef DIF
#define DIF 0
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
int x, y;

void *thr(void *arg) {
#if DIF
  int i = (int)(long)arg;
  x = i + 1;
  y = i + 1;
#else
  x = 1;
  y = 1;
#endif
  return 0;
}

int main(void) {
  pthread_t t[N];
  int i, a, b, d;
  for (i = 0; i < N; i++) {
    pthread_create(&t[i], 0, thr, (void *)(long)i);
  }
  for (i = 0; i < N; i++) {
    pthread_join(t[i], 0);
  }
  a = x;
  b = y;
  d = a - b;
  if (d < 0) d = -d;
  __VERIFIER_assert(d < N);
  return 0;
}

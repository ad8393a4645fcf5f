// expect: SAFE
// state-space: finite
// Source: lastwrite(N), CSOB (004) Sec. 5.2-5.3, Table 2: "benchmarks of the same name in
//   Aronis et al. (2018)" (ODPOR with observers, TACAS 2018); neither paper's text here
//   gives code. Decided here (the reading whose counts fit Table 2's ODPOR = N! and
//   ODPOR^ob = N): N threads each write the shared x once, all the same value 1; main joins
//   them and reads x, the one observer, so only which write is last is observed. With DIF
//   set (lastwrite_dif.c) thread i writes i + 1 instead, so no context makes two writes
//   equal. Main asserts the value read is one that was written.
// Papers report: CSOB Table 2, executions E: lastwrite(4) ODPOR 24, ODPOR^ob 4, DPOR_cs 5,
//   ODPOR_cs^ob 1; lastwrite(8) 40320, 8, 1385, 1; lastwrite(12) -, 12, -, 1;
//   lastwrite(16) -, 16, -, 1 ("-": 150 s timeout). ODPOR_cs = DPOR_cs (Sec. 5.3).
//   DDSBs (don't-do-blocked executions, not counted in E) of ODPOR_cs^ob: 3, 7, 11, 15
//   for N = 4, 8, 12, 16. lastwrite-2phases(4): 13824, 64, 125, 1 (not written here).
// Parameters: N = writer threads, N >= 1, default 4; DIF (0: every thread writes 1;
//   1: thread i writes i + 1), default 0.
#ifndef N
#define N 4
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
int x;

void *thr(void *arg) {
#if DIF
  int i = (int)(long)arg;
  x = i + 1;
#else
  x = 1;
#endif
  return 0;
}

int main(void) {
  pthread_t t[N];
  int i, v;
  for (i = 0; i < N; i++) {
    pthread_create(&t[i], 0, thr, (void *)(long)i);
  }
  for (i = 0; i < N; i++) {
    pthread_join(t[i], 0);
  }
  v = x;
#if DIF
  __VERIFIER_assert(v >= 1 && v <= N);
#else
  __VERIFIER_assert(v == 1);
#endif
  return 0;
}

// expect: SAFE
// state-space: finite
// Source: floatingread(N), CSOB (004) Sec. 5.2-5.3, Table 2: "benchmarks of the same name in
//   Aronis et al. (2018)"; no code is given. Decided here (the reading whose counts fit
//   Table 2's ODPOR = (N+1)! and ODPOR^ob = N * 2^(N-1) + 1, SEED-TARGETS B.2): N threads
//   each write the shared x once and one more thread reads x once (the read "floats" among
//   the writes; it observes only the last write before it, and nothing reads x after the
//   writes). Without DIF all writes store 1, the initial value of x, so no context tells
//   them apart (what lets ODPOR_cs^ob explore 1 execution); with DIF (floatingread_dif.c)
//   thread i writes i + 1 over an initial 0. Main joins all and asserts the value read is
//   the initial one or a written one.
// Papers report: CSOB Table 2, executions E: floatingread(4) ODPOR 120, ODPOR^ob 33,
//   DPOR_cs 16, ODPOR_cs^ob 1; (5) 720, 81, 61, 1; (6) 5040, 193, 272, 1; (7) 40320, 449,
//   1385, 1. floatingread-2phases(3..6) not written here (Table 2: e.g. (4) 14400, 1089,
//   256, 1).
// Parameters: N = writer threads (plus one reader), N >= 1, default 4; DIF (0: every
//   writer stores the initial value 1; 1: writer i stores i + 1, x starts at 0), default 0.
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
#if DIF
int x = 0;
#else
int x = 1;
#endif
int seen;

void *writer(void *arg) {
#if DIF
  int i = (int)(long)arg;
  x = i + 1;
#else
  x = 1;
#endif
  return 0;
}

void *reader(void *arg) {
  int v = x;
  seen = v;
  return 0;
}

int main(void) {
  pthread_t t[N + 1];
  int i, v;
  for (i = 0; i < N; i++) {
    pthread_create(&t[i], 0, writer, (void *)(long)i);
  }
  pthread_create(&t[N], 0, reader, 0);
  for (i = 0; i <= N; i++) {
    pthread_join(t[i], 0);
  }
  v = seen;
#if DIF
  __VERIFIER_assert(v >= 0 && v <= N);
#else
  __VERIFIER_assert(v == 1);
#endif
  return 0;
}

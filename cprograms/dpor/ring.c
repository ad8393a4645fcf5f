// expect: SAFE
// state-space: finite
// Source: Ring(N), thesis (003) Sec. 3.3, Fig. 3.3(a) (the text swaps the sub-figure
//   letters; SEED-TARGETS Part D, thesis 5): thread TID executes x[(TID+1)%l] := x[TID] once,
//   the statement atomic. Decided here: l = N (unstated; l = N reproduces the 2^N - 2 traces)
//   and x[i] = i + 1 initially, written by main before the threads start (unstated; the
//   trace count does not depend on it). Main joins all and asserts that two neighbours are
//   equal: the last copy x[b+1] := x[b] executed is overwritten by nobody.
// Papers report: thesis App. A / Table 3.2, traces (SDPOR = EPOR = EPOR-SH): Ring(2) 2,
//   (3) 6, (4) 14, (5) 30, (10) 1022, (17) 131070, (19) 524286, (21) 2097150, i.e. 2^N - 2;
//   Ring(17) EPOR 2096753 dependency checks, 136 race checks, 2 unsatisfiable TCS;
//   SDPOR 734642101 dependency checks; SDPOR does not finish Ring(18..21) in 35000 s.
// Parameters: N = number of threads = length of x, N >= 2, default 4.
#ifndef N
#define N 4
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
int x[N];

void *thr(void *arg) {
  int tid = (int)(long)arg;
  __VERIFIER_atomic_begin();
  x[(tid + 1) % N] = x[tid];
  __VERIFIER_atomic_end();
  return 0;
}

int main(void) {
  pthread_t t[N];
  int i, a, b, equal = 0;
  for (i = 0; i < N; i++) {
    x[i] = i + 1;
  }
  for (i = 0; i < N; i++) {
    pthread_create(&t[i], 0, thr, (void *)(long)i);
  }
  for (i = 0; i < N; i++) {
    pthread_join(t[i], 0);
  }
  for (i = 0; i < N; i++) {
    a = x[i];
    b = x[(i + 1) % N];
    if (a == b) equal = 1;
  }
  __VERIFIER_assert(equal);
  return 0;
}

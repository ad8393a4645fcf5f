// expect: SAFE
// state-space: finite
// Source: Branching(N), thesis (003) Sec. 3.3, Fig. 3.3(b): thread TID executes
//   "if x[TID] == 0 then x[(TID+1)%l] := 1" twice; every line is one atomic event (the test
//   reads x[TID], the assignment writes), so whether the assignments run depends on the
//   schedule. Decided here: l = N and x all 0 initially (SEED-TARGETS C.4: this reading gives
//   11 and 28 traces for N = 2, 3, as App. A). Main joins all and asserts that every entry is
//   0 or 1 and at least one is 1 (the first test of any run reads 0, so its write happens).
// Papers report: thesis App. A / Table 3.2, traces: Branching(2) 11, (3) 28, (4) 103,
//   (5) 311, (6) 1010, (7) 3165, (8) 10063 (SDPOR = EPOR = EPOR-SH); from (9) on the
//   algorithms differ: (9) SDPOR 31780 / EPOR-SH 31775 / EPOR 30921, (10) 100651 / 100327 /
//   99920, (11) 318363 / 316881 / 318978 (SDPOR is not optimal; the true count is unknown).
//   Branching(5) dependency checks SDPOR 145186, EPOR 114640.
// Parameters: N = number of threads = length of x, N >= 2, default 3.
#ifndef N
#define N 3
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
  int v;
  v = x[tid];
  if (v == 0) {
    x[(tid + 1) % N] = 1;
  }
  v = x[tid];
  if (v == 0) {
    x[(tid + 1) % N] = 1;
  }
  return 0;
}

int main(void) {
  pthread_t t[N];
  int i, v, sum = 0;
  for (i = 0; i < N; i++) {
    pthread_create(&t[i], 0, thr, (void *)(long)i);
  }
  for (i = 0; i < N; i++) {
    pthread_join(t[i], 0);
  }
  for (i = 0; i < N; i++) {
    v = x[i];
    __VERIFIER_assert(v == 0 || v == 1);
    sum = sum + v;
  }
  __VERIFIER_assert(sum >= 1);
  return 0;
}

// expect: SAFE
// state-space: finite
// Source: Ring Extended(N), thesis (003) Sec. 3.3, Fig. 3.3(c): as Ring, but each thread
//   executes x[(TID+1)%l] := x[TID] twice, each time as one atomic statement. Decided here,
//   as in ring.c: l = N, x[i] = i + 1 initially (written by main before the threads start).
//   The caption's local variable a is used by no program (SEED-TARGETS C.4). Main joins all
//   and asserts that two neighbours are equal (the last copy executed is overwritten by
//   nobody). cprograms/ring_extended.c is the N = 3 instance with a failing assertion.
// Papers report: thesis Table 3.3 / App. A, traces: Ring Extended(2) 6, (3) 90 (EPOR-SH
//   reports 72 < 90, SEED-TARGETS Part D, thesis 2: 90 is every interleaving), (4) 786,
//   (5) 5730, (6) 38466, (7) 247170, (8) 1548546; Ring Extended(6) unsatisfiable TCS:
//   EPOR 16738750, EPOR-SH 126; Ring Extended(8) EPOR-SH 510; EPOR does not finish (7), (8).
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
  __VERIFIER_atomic_begin();
  x[(tid + 1) % N] = x[tid];
  __VERIFIER_atomic_end();
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

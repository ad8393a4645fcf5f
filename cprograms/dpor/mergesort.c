// expect: SAFE
// state-space: finite
// Source: mergesort(N), CSOB (004) Sec. 5.2, Table 1: one of "three concurrent sorting
//   algorithms" from the DPOR_cs benchmarks of Albert et al. (2017), actor programs
//   re-encoded with atomic blocks, "computations split into smaller atomic subcomputations
//   that concurrently interleave their executions, and work on shared data"; no code is
//   given and N is never defined (SEED-TARGETS B.2). Decided here, in the style of fib.c:
//   N = the length of the array, which holds N, N-1, ..., 1. One task (thread) per call of
//   the top-down recursion on [lo, hi) (2N - 1 calls, split at the middle; main lays out
//   the call tree, threads cannot create threads recursively here). A call of length >= 2
//   waits until both halves have reported (an await: an assume on the shared report
//   counter), then merges them (through a buffer, at the same positions) in one atomic block; every call except the root then
//   reports to its caller in one atomic block (count one report). The two reports to a
//   call are the only racing events and they commute (the counter ends at 2 either way),
//   so there are 2^(N-1) traces (the calls of length >= 2) and one final state. Main joins
//   all tasks and asserts the array is 1, 2, ..., N.
// Papers report: CSOB Table 1, executions E: mergesort(4) ODPOR 8, ODPOR^ob 8, DPOR_cs 1,
//   ODPOR_cs^ob 1; mergesort(5) 16, 16, 1, 2; mergesort(6) 128, 128, 1, 1; mergesort(7) -,
//   -, 1, 1 ("-": 150 s timeout). This reading gives 2^(N-1) for ODPOR: the paper's
//   N = 4, 5 but 32 instead of 128 at N = 6 (the paper's own longest execution is 31 events
//   at both N = 6 and 7, so its N is not simply the array length there).
// Parameters: N = array length, N >= 1, default 4.
#ifndef N
#define N 4
#endif
#define CALLS (2 * N - 1)
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
int a[N];
int tmp[N]; /* merge buffer: concurrent merges work on disjoint segments */
int lo[CALLS], hi[CALLS], parent[CALLS];
int reported[CALLS];

void *sort(void *arg) {
  int c = (int)(long)arg;
  int l = lo[c], h = hi[c];
  int m, i, j, k;
  if (h - l >= 2) {
    __VERIFIER_assume(reported[c] == 2);
    m = l + (h - l) / 2;
    /* merge the sorted halves [l, m) and [m, h) through tmp[l..h) */
    __VERIFIER_atomic_begin();
    i = l;
    j = m;
    for (k = l; k < h; k++) {
      if (j >= h || (i < m && a[i] <= a[j])) {
        tmp[k] = a[i];
        i++;
      } else {
        tmp[k] = a[j];
        j++;
      }
    }
    for (k = l; k < h; k++) {
      a[k] = tmp[k];
    }
    __VERIFIER_atomic_end();
  }
  if (parent[c] >= 0) {
    __VERIFIER_atomic_begin();
    reported[parent[c]] = reported[parent[c]] + 1;
    __VERIFIER_atomic_end();
  }
  return 0;
}

int main(void) {
  pthread_t t[CALLS];
  int calls = 1, i, m;
  for (i = 0; i < N; i++) {
    a[i] = N - i;
  }
  lo[0] = 0;
  hi[0] = N;
  parent[0] = -1;
  for (i = 0; i < calls; i++) {
    if (hi[i] - lo[i] >= 2) {
      m = lo[i] + (hi[i] - lo[i]) / 2;
      lo[calls] = lo[i];
      hi[calls] = m;
      parent[calls] = i;
      lo[calls + 1] = m;
      hi[calls + 1] = hi[i];
      parent[calls + 1] = i;
      calls = calls + 2;
    }
  }
  __VERIFIER_assert(calls == CALLS);
  for (i = 0; i < CALLS; i++) {
    pthread_create(&t[i], 0, sort, (void *)(long)i);
  }
  for (i = 0; i < CALLS; i++) {
    pthread_join(t[i], 0);
  }
  for (i = 0; i < N; i++) {
    __VERIFIER_assert(a[i] == i + 1);
  }
  return 0;
}

// expect: SAFE
// state-space: finite
// Source: quicksort(N), CSOB (004) Sec. 5.2, Table 1: one of "three concurrent sorting
//   algorithms" from the DPOR_cs benchmarks of Albert et al. (2017), actor programs
//   re-encoded with atomic blocks; no code is given and N is never defined (SEED-TARGETS
//   B.2). Decided here, in the style of fib.c and mergesort.c: N = the length of the array,
//   which holds 1..N rotated by N/2 (3, 4, 1, 2 for N = 4). One task
//   (thread) per call of the recursion on [lo, hi) (2N - 1 calls). A call waits until its
//   caller has partitioned (an await on its ready flag; the root is ready at once), then,
//   if its segment has length >= 2, partitions it in place in one atomic block around the
//   middle value (the segment holds exactly the values lo+1..hi, so the values <= the
//   middle one fill the left half: the call tree does not depend on the data and main lays
//   it out, threads cannot create threads recursively here), releases both halves in one
//   atomic block, waits until both have reported, and reports to its caller in one atomic
//   block (count one report). As in mergesort.c the two reports to a call are the only
//   racing events and commute: 2^(N-1) traces, one final state; unlike mergesort, the
//   work is done before the sub-calls start and the halves wait for their caller. Main
//   joins all tasks and asserts the array is 1, 2, ..., N.
// Papers report: CSOB Table 1, executions E: quicksort(2) ODPOR 32, ODPOR^ob 32, DPOR_cs 1,
//   ODPOR_cs^ob 2; quicksort(3) 64, 64, 1, 6; quicksort(4) 128, 128, 1, 1; quicksort(5)
//   256, 256, 1, 34 (ODPOR = 2^(N+3); ODPOR_cs^ob above DPOR_cs is SEED-TARGETS Part D).
//   This reading gives 2^(N-1) for ODPOR, not 2^(N+3): the paper's N is not the array
//   length (its longest execution grows by 4 events per N from 23 at N = 2).
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
int lo[CALLS], hi[CALLS], parent[CALLS], child[CALLS];
int ready[CALLS];
int reported[CALLS];

void *sort(void *arg) {
  int c = (int)(long)arg;
  int l, h, m, i, j, v;
  __VERIFIER_assume(ready[c] == 1);
  l = lo[c];
  h = hi[c];
  if (h - l >= 2) {
    m = l + (h - l) / 2;
    /* values l+1..m to [l, m), values m+1..h to [m, h) */
    __VERIFIER_atomic_begin();
    i = l;
    j = h - 1;
    while (i < j) {
      if (a[i] <= m) {
        i++;
      } else if (a[j] > m) {
        j--;
      } else {
        v = a[i];
        a[i] = a[j];
        a[j] = v;
      }
    }
    __VERIFIER_atomic_end();
    __VERIFIER_atomic_begin();
    ready[child[c]] = 1;
    ready[child[c] + 1] = 1;
    __VERIFIER_atomic_end();
    __VERIFIER_assume(reported[c] == 2);
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
    a[i] = (i + N / 2) % N + 1;
  }
  lo[0] = 0;
  hi[0] = N;
  parent[0] = -1;
  for (i = 0; i < calls; i++) {
    if (hi[i] - lo[i] >= 2) {
      m = lo[i] + (hi[i] - lo[i]) / 2;
      child[i] = calls;
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
  ready[0] = 1;
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

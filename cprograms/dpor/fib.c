// expect: SAFE
// state-space: finite
// Source: fib(N), CSOB (004) Sec. 5.2, Table 1: "a concurrent fibonacci algorithm" from the
//   DPOR_cs benchmarks of Albert et al. (2017), actor programs re-encoded with atomic
//   blocks; no code is given. Decided here, actor style: one task (thread) per call of the
//   naive recursion fib(n) = fib(n-1) + fib(n-2) for fib(N) (main lays out the call tree
//   and creates the tasks; threads cannot create threads recursively here). A call with
//   n < 2 has the result n; a call with n >= 2 waits until both its sub-calls have reported
//   (an await: an assume on the shared report counter, which blocks until it holds), then
//   takes their sum. Every call except the root reports its result to its caller in one
//   atomic block (add to the caller's accumulator, count one report); the root's result
//   goes to `result`. The two reports to a call are the only racing events, so there are
//   2^(calls with n >= 2) traces: 2, 4, 16, 128 for N = 2..5, Table 1's ODPOR counts; the
//   reports commute (same state in either order), which context-sensitive checks exploit.
//   Main joins all tasks and asserts result == fib(N) computed iteratively.
// Papers report: CSOB Table 1, executions E: fib(2) ODPOR 2, ODPOR^ob 2, DPOR_cs 1,
//   ODPOR_cs^ob 1; fib(3) 4, 4, 1, 1; fib(4) 16, 16, 1, 2; fib(5) 128, 128, 1, 16
//   (ODPOR_cs^ob above DPOR_cs is SEED-TARGETS Part D, CSOB 2).
// Parameters: N = the argument of fib, 2 <= N <= 9, default 3 (CALLS = 2 fib(N+1) - 1
//   tasks, tabled below: thread creation needs a constant loop bound).
#ifndef N
#define N 3
#endif
#if N == 2
#define CALLS 3
#elif N == 3
#define CALLS 5
#elif N == 4
#define CALLS 9
#elif N == 5
#define CALLS 15
#elif N == 6
#define CALLS 25
#elif N == 7
#define CALLS 41
#elif N == 8
#define CALLS 67
#elif N == 9
#define CALLS 109
#else
#error "fib.c: N must be in 2..9"
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
int arg_n[CALLS];  /* the argument of each call */
int caller[CALLS]; /* the calling call, -1 for the root */
int acc[CALLS];    /* sum of the results reported by the sub-calls */
int reported[CALLS];
int result;

void *call(void *arg) {
  int c = (int)(long)arg;
  int n = arg_n[c];
  int up = caller[c];
  int v;
  if (n >= 2) {
    __VERIFIER_assume(reported[c] == 2);
    v = acc[c];
  } else {
    v = n;
  }
  if (up >= 0) {
    __VERIFIER_atomic_begin();
    acc[up] = acc[up] + v;
    reported[up] = reported[up] + 1;
    __VERIFIER_atomic_end();
  } else {
    result = v;
  }
  return 0;
}

int main(void) {
  pthread_t t[CALLS];
  int calls = 1, i, a = 0, b = 1, f;
  arg_n[0] = N;
  caller[0] = -1;
  for (i = 0; i < calls; i++) {
    if (arg_n[i] >= 2) {
      arg_n[calls] = arg_n[i] - 1;
      caller[calls] = i;
      arg_n[calls + 1] = arg_n[i] - 2;
      caller[calls + 1] = i;
      calls = calls + 2;
    }
  }
  __VERIFIER_assert(calls == CALLS);
  for (i = 0; i < CALLS; i++) {
    pthread_create(&t[i], 0, call, (void *)(long)i);
  }
  for (i = 0; i < CALLS; i++) {
    pthread_join(t[i], 0);
  }
  for (i = 0; i < N; i++) {
    f = a + b;
    a = b;
    b = f;
  }
  __VERIFIER_assert(result == a);
  return 0;
}

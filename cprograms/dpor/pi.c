// expect: SAFE
// state-space: finite
// Source: pi(N), CSOB (004) Sec. 5.2, Table 1: "a distributed workers algorithm" from the
//   DPOR_cs benchmarks of Albert et al. (2017), actor programs re-encoded with atomic
//   blocks; no code is given. Decided here: N workers approximate pi with the Leibniz
//   series 4 * sum (-1)^k / (2k + 1), scaled by SCALE and in integers; worker i sums the
//   TERMS terms k = i, i + N, i + 2N, ... locally, then adds its part to the shared total
//   in one atomic block (N! orders of the adds, Table 1's ODPOR count; the adds commute, so
//   every order ends in the same state, which the context-sensitive algorithms exploit).
//   Main joins all and asserts the total equals the same sum computed sequentially.
// Papers report: CSOB Table 1, executions E: pi(5) ODPOR 120, ODPOR^ob 120, DPOR_cs 16,
//   ODPOR_cs^ob 16; pi(6) 720, 720, 61, 61; pi(7) 5040, 5040, 272, 272; pi(8) 40320, 40320,
//   1385, 1385 (SEED-TARGETS: N! and the Euler zigzag numbers). pi(7): ODPOR_cs^ob also
//   cuts 750 don't-do-blocked executions (1022 in all).
// Parameters: N = workers, N >= 1, default 5; TERMS = series terms per worker, default 2;
//   SCALE = fixed-point scale of the terms, default 100000.
#ifndef N
#define N 5
#endif
#ifndef TERMS
#define TERMS 2
#endif
#ifndef SCALE
#define SCALE 100000
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
int total;

/* the k-th term of the scaled Leibniz series for pi */
int term(int k) {
  int t = 4 * SCALE / (2 * k + 1);
  if (k % 2 == 1) t = -t;
  return t;
}

void *worker(void *arg) {
  int i = (int)(long)arg;
  int j, part = 0;
  for (j = 0; j < TERMS; j++) {
    part = part + term(i + j * N);
  }
  __VERIFIER_atomic_begin();
  total = total + part;
  __VERIFIER_atomic_end();
  return 0;
}

int main(void) {
  pthread_t t[N];
  int i, expected = 0;
  for (i = 0; i < N; i++) {
    pthread_create(&t[i], 0, worker, (void *)(long)i);
  }
  for (i = 0; i < N; i++) {
    pthread_join(t[i], 0);
  }
  for (i = 0; i < N * TERMS; i++) {
    expected = expected + term(i);
  }
  __VERIFIER_assert(total == expected);
  return 0;
}

// expect: SAFE
// state-space: finite
// Source: pipesort(N), CSOB (004) Sec. 5.2, Table 1: one of "three concurrent sorting
//   algorithms" from the DPOR_cs benchmarks of Albert et al. (2017), actor programs
//   re-encoded with atomic blocks; no code is given and N is never defined (SEED-TARGETS
//   B.2). Decided here, actor style (the reading that fits the paper's longest execution,
//   N^2 + N + 1 events: N(N+1)/2 messages, a send and a receipt each, plus one): a
//   sorting pipeline of N stage actors for the values 1..N, which main sends to stage 0
//   (N first, 1 last). A stage keeps the smallest value it has seen and sends every other
//   one on to the next stage, so value v passes stages 0..v-1 once each and ends at stage
//   v - 1. Each message is a task (thread) of its own, created by main for every pair
//   (stage k, value v), k < v; as in the actor languages of Albert et al., an actor's
//   messages are handled one at a time in any order: the task waits until its message has
//   arrived and handles it in one atomic block (take it out of the mailbox; keep it if the
//   stage holds nothing, else keep the smaller of it and the kept value and send the
//   larger on). A mailbox is a flag per value, so sends of different values commute, and
//   so do two handlings whose order changes nothing (a stage keeping the same value).
//   Main joins all and asserts stage k holds k + 1 and every mailbox is empty (a message
//   lost by a broken handler leaves a later handler waiting forever: a deadlock).
// Papers report: CSOB Table 1, executions E: pipesort(3) ODPOR 6, ODPOR^ob 4, DPOR_cs 2,
//   ODPOR_cs^ob 2; pipesort(7) -, 64, 329, 13; pipesort(9) -, 256, -, 34; pipesort(11) -,
//   1024, -, 89 ("-": 150 s timeout; ODPOR^ob = 2^(N-1), ODPOR_cs^ob the Fibonacci numbers
//   F(N)). This reading matches DPOR_cs and ODPOR_cs^ob at N = 3 but explores more under
//   ODPOR and ODPOR^ob (results/dpor-csob.md).
// Parameters: N = values and stages, N >= 1, default 3 (N(N+1)/2 handler threads).
#ifndef N
#define N 3
#endif
#define BAG(k, v) ((k) * (N + 1) + (v))
#define HANDLERS (N * (N + 1) / 2)
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
int bag[(N + 1) * (N + 1)]; /* bag[BAG(k, v)] = 1: the message v waits at stage k */
int held[N];                /* the value stage k keeps, 0 = none yet */
int stage_of[HANDLERS], value_of[HANDLERS];

/* the task that handles message v at stage k, k < v */
void *handle(void *arg) {
  int h = (int)(long)arg;
  int k = stage_of[h], v = value_of[h];
  __VERIFIER_atomic_begin();
  __VERIFIER_assume(bag[BAG(k, v)] == 1);
  bag[BAG(k, v)] = 0;
  if (held[k] == 0) {
    held[k] = v;
  } else if (v < held[k]) {
    bag[BAG(k + 1, held[k])] = 1;
    held[k] = v;
  } else {
    bag[BAG(k + 1, v)] = 1;
  }
  __VERIFIER_atomic_end();
  return 0;
}

int main(void) {
  pthread_t t[HANDLERS];
  int i, k, v, n = 0;
  for (k = 0; k < N; k++) {
    for (v = k + 1; v <= N; v++) {
      stage_of[n] = k;
      value_of[n] = v;
      n++;
    }
  }
  for (i = 0; i < N; i++) {
    bag[BAG(0, N - i)] = 1; /* main sends N, N-1, ..., 1 to stage 0 */
  }
  for (i = 0; i < HANDLERS; i++) {
    pthread_create(&t[i], 0, handle, (void *)(long)i);
  }
  for (i = 0; i < HANDLERS; i++) {
    pthread_join(t[i], 0);
  }
  for (k = 0; k < N; k++) {
    __VERIFIER_assert(held[k] == k + 1);
    for (v = 1; v <= N; v++) {
      __VERIFIER_assert(bag[BAG(k, v)] == 0);
    }
  }
  return 0;
}

// expect: SAFE
// state-space: finite
// Source: boundedbuffer(N), CSOB (004) Sec. 5.2, Table 1: "a producer-consumer algorithm"
//   from the DPOR_cs benchmarks of Albert et al. (2017), actor programs re-encoded with
//   atomic blocks; no code is given. Decided here (the reading whose count fits Table 1's
//   ODPOR = C(2N, N), SEED-TARGETS B.2): one producer and one consumer, each making N
//   attempts, every attempt one atomic block on a circular buffer of capacity B that never
//   blocks: the producer puts its next item if the buffer is not full, the consumer takes
//   the oldest item if it is not empty. Every attempt touches the item count, so the
//   C(2N, N) interleavings of the attempts are all different traces; attempts that find
//   the buffer full or empty change nothing, which context-sensitive checks can exploit.
//   The consumer asserts it gets the items in order; main joins both and asserts the
//   count equals items put minus items taken.
// Papers report: CSOB Table 1, executions E: boundedbuffer(7) ODPOR 3432, ODPOR^ob 3432,
//   DPOR_cs 550, ODPOR_cs^ob 550; boundedbuffer(8) 12870, 12870, 1487, 1487;
//   boundedbuffer(9) -, -, 4036, 4036; boundedbuffer(10) -, -, 10981, 10981 ("-": 150 s).
// Parameters: N = attempts of each of the two threads, N >= 1, default 7; B = buffer
//   capacity, B >= 1, default 2.
#ifndef N
#define N 7
#endif
#ifndef B
#define B 2
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
int buf[B];
int count, in, out;
int put, taken;

void *producer(void *arg) {
  int k, next = 1;
  for (k = 0; k < N; k++) {
    __VERIFIER_atomic_begin();
    if (count < B) {
      buf[in] = next;
      in = (in + 1) % B;
      count = count + 1;
      next = next + 1;
    }
    __VERIFIER_atomic_end();
  }
  put = next - 1;
  return 0;
}

void *consumer(void *arg) {
  int k, v = 0, got, expect = 1;
  for (k = 0; k < N; k++) {
    got = 0;
    __VERIFIER_atomic_begin();
    if (count > 0) {
      v = buf[out];
      out = (out + 1) % B;
      count = count - 1;
      got = 1;
    }
    __VERIFIER_atomic_end();
    if (got) {
      __VERIFIER_assert(v == expect);
      expect = expect + 1;
    }
  }
  taken = expect - 1;
  return 0;
}

int main(void) {
  pthread_t tp, tc;
  pthread_create(&tp, 0, producer, 0);
  pthread_create(&tc, 0, consumer, 0);
  pthread_join(tp, 0);
  pthread_join(tc, 0);
  __VERIFIER_assert(count == put - taken);
  return 0;
}

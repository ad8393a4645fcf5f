// expect: SAFE
// state-space: infinite
// Source: producer-consumer (thesis Fig. 2.1) with an UNBOUNDED buffer: only the item
// count is modelled. The producer always adds an item; the consumer removes one if the
// count is positive. Both keep ghost totals `produced`/`consumed`, all under the mutex;
// the consumer asserts produced - consumed == count. Unsigned (wrapping) arithmetic, so
// the invariant also holds modulo 2^32.
// Why safe: every update of the three variables happens in one critical section that
// keeps the invariant. count and the totals grow without bound -> infinite.
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
unsigned int count, produced, consumed;
pthread_mutex_t m;

void *producer(void *arg) {
  unsigned int t;
  while (1) {
    pthread_mutex_lock(&m);
    t = count;
    count = t + 1;
    t = produced;
    produced = t + 1;
    pthread_mutex_unlock(&m);
  }
  return 0;
}

void *consumer(void *arg) {
  unsigned int c, p, k;
  while (1) {
    pthread_mutex_lock(&m);
    c = count;
    if (c > 0) {
      count = c - 1;
      k = consumed;
      consumed = k + 1;
    }
    p = produced;
    k = consumed;
    c = count;
    __VERIFIER_assert(p - k == c);
    pthread_mutex_unlock(&m);
  }
  return 0;
}

int main(void) {
  pthread_t t1, t2;
  pthread_create(&t1, 0, producer, 0);
  pthread_create(&t2, 0, consumer, 0);
  pthread_join(t1, 0);
  pthread_join(t2, 0);
  return 0;
}

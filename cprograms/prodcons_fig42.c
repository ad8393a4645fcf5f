// expect: PARTIALLY SAFE
// state-space: finite
// Source: thesis Fig. 4.2 (an erroneous version of the producer-consumer problem), buffer
// size N = 2, one producer and one consumer looping forever. produce: lock; if count < N
// then count++ else error (overflow); unlock. consume: lock; if count > 0 then count--
// else error (underflow); unlock.
// Unsafe interleavings: the consumer runs first (count == 0) -> underflow; or the
// producer runs three times in a row -> overflow.
// Partially safe (as the thesis says): the fair, deadlock-free schedule "producer,
// consumer, producer, consumer, ..." (each call as a whole) keeps count in {0, 1} and
// never reaches an error; there are no inputs. count bounded by the error checks -> finite.
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
int count;
pthread_mutex_t mutex;

void produce(void) {
  int c;
  pthread_mutex_lock(&mutex);
  c = count;
  if (c < 2) {
    count = c + 1;
  } else {
    reach_error();
  }
  pthread_mutex_unlock(&mutex);
}

void consume(void) {
  int c;
  pthread_mutex_lock(&mutex);
  c = count;
  if (c > 0) {
    count = c - 1;
  } else {
    reach_error();
  }
  pthread_mutex_unlock(&mutex);
}

void *producer(void *arg) {
  while (1) { produce(); }
  return 0;
}

void *consumer(void *arg) {
  while (1) { consume(); }
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

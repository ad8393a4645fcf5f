// expect: PARTIALLY SAFE
// state-space: finite
// Source: thesis Fig. 4.12 (the producer-consumer problem with a race condition), two
// producers, two consumers, buffer size N = 2, all looping forever. produce: if the
// buffer is not full { lock; assert(not full); add; unlock }. consume: if not empty
// { lock; assert(not empty); remove; unlock }. The emptiness/fullness test is made
// WITHOUT holding the mutex.
// Unsafe interleaving: count == 1; both consumers test "not empty"; the first removes the
// item; the second locks and its assertion fails (underflow). Same for two producers.
// Partially safe (as in the thesis): the fair, deadlock-free schedule that runs each
// call as a whole in the order P1, C1, P2, C2, ... keeps count in {0, 1}, so every
// assertion holds. count stays in 0..2 until an error -> finite.
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
  int c = count;
  if (c < 2) {
    pthread_mutex_lock(&mutex);
    c = count;
    __VERIFIER_assert(c < 2);
    count = c + 1;
    pthread_mutex_unlock(&mutex);
  }
}

void consume(void) {
  int c = count;
  if (c > 0) {
    pthread_mutex_lock(&mutex);
    c = count;
    __VERIFIER_assert(c > 0);
    count = c - 1;
    pthread_mutex_unlock(&mutex);
  }
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
  pthread_t p1, p2, c1, c2;
  pthread_create(&p1, 0, producer, 0);
  pthread_create(&p2, 0, producer, 0);
  pthread_create(&c1, 0, consumer, 0);
  pthread_create(&c2, 0, consumer, 0);
  pthread_join(p1, 0);
  pthread_join(p2, 0);
  pthread_join(c1, 0);
  pthread_join(c2, 0);
  return 0;
}

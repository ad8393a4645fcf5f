// expect: UNSAFE
// state-space: infinite
// Source: producer-consumer with an unbounded buffer (prodcons_unbounded.c) and the
// erroneous synchronization of thesis Fig. 4.12 on the consumer side: two consumers test
// "count > 0" BEFORE taking the mutex, then assert it again inside.
// Bug: the producer adds one item (count == 1); both consumers see count > 0; the first
// removes the item; the second locks, reads count == 0 and its assertion fails. The
// producer is unbounded -> infinite state space (bug reachable in a few steps).
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
pthread_mutex_t m;

void *producer(void *arg) {
  int t;
  while (1) {
    pthread_mutex_lock(&m);
    t = count;
    count = t + 1;
    pthread_mutex_unlock(&m);
  }
  return 0;
}

void *consumer(void *arg) {
  int c;
  while (1) {
    c = count;
    if (c > 0) {
      pthread_mutex_lock(&m);
      c = count;
      __VERIFIER_assert(c > 0);
      count = c - 1;
      pthread_mutex_unlock(&m);
    }
  }
  return 0;
}

int main(void) {
  pthread_t t1, t2, t3;
  pthread_create(&t1, 0, producer, 0);
  pthread_create(&t2, 0, consumer, 0);
  pthread_create(&t3, 0, consumer, 0);
  pthread_join(t1, 0);
  pthread_join(t2, 0);
  pthread_join(t3, 0);
  return 0;
}

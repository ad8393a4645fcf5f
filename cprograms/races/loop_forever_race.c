// property: no-data-race
// expect: FALSE
// state-space: infinite
// A producer increments an unsigned counter forever; a reader polls it forever.
// Neither locks: the reader's read and the producer's write race in the loop.
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int cond);
extern void __VERIFIER_atomic_begin(void);
extern void __VERIFIER_atomic_end(void);
typedef unsigned long pthread_t;
typedef union { char __size[24]; long __align; } pthread_mutex_t;
extern int pthread_create(pthread_t *thread, const void *attr, void *(*start)(void *), void *arg);
extern int pthread_join(pthread_t thread, void **retval);
extern int pthread_mutex_lock(pthread_mutex_t *m);
extern int pthread_mutex_unlock(pthread_mutex_t *m);
unsigned int counter;

void *producer(void *arg) {
  while (1) {
    unsigned int t = counter;
    counter = t + 1;
  }
  return 0;
}

void *reader(void *arg) {
  unsigned int seen = 0;
  while (1) {
    seen = counter;
  }
  return 0;
}

int main(void) {
  pthread_t t1, t2;
  pthread_create(&t1, 0, producer, 0);
  pthread_create(&t2, 0, reader, 0);
  return 0;
}

// property: no-data-race
// expect: TRUE
// state-space: finite
// pointer_race.c, but the worker's pointer is &y while main writes x; y is read by
// main only after the join.
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
int x, y;

void *worker(void *arg) {
  int *p = (int *)arg;
  *p = 1;
  return 0;
}

int main(void) {
  pthread_t t;
  pthread_create(&t, 0, worker, &y);
  x = 2;
  pthread_join(t, 0);
  return x + y;
}

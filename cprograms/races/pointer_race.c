// property: no-data-race
// expect: FALSE
// state-space: finite
// The worker writes through a pointer it gets as its argument (&x); main writes x
// directly before joining: the same cell through two paths.
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
  pthread_create(&t, 0, worker, &x);
  x = 2;
  pthread_join(t, 0);
  return x;
}

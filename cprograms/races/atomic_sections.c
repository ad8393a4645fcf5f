// property: no-data-race
// expect: TRUE
// state-space: finite
// Two threads update x and y inside __VERIFIER_atomic_begin/end and in a
// __VERIFIER_atomic_ function: atomic accesses never race with each other.
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

void __VERIFIER_atomic_swap(void) {
  int t = x;
  x = y;
  y = t;
}

void *t1(void *arg) {
  __VERIFIER_atomic_begin();
  x = x + 1;
  y = y + 1;
  __VERIFIER_atomic_end();
  return 0;
}

void *t2(void *arg) {
  __VERIFIER_atomic_swap();
  return 0;
}

int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, t1, 0);
  pthread_create(&b, 0, t2, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  return x;
}

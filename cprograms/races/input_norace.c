// property: no-data-race
// expect: TRUE
// state-space: finite
// Two workers write data under disjoint conditions on the input n (n > 1, n < 1):
// for every input at most one writes; main writes n before creating them and
// reads data after the joins.
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
int n;
int data;

void *high(void *arg) {
  if (n > 1) data = 1;
  return 0;
}

void *low(void *arg) {
  if (n < 1) data = 2;
  return 0;
}

int main(void) {
  pthread_t t1, t2;
  n = __VERIFIER_nondet_int();
  pthread_create(&t1, 0, high, 0);
  pthread_create(&t2, 0, low, 0);
  pthread_join(t1, 0);
  pthread_join(t2, 0);
  return data;
}

// property: no-data-race
// expect: FALSE
// state-space: finite
// main passes the address of its local v to a thread and writes v while the thread
// reads it: locals whose address escapes can race.
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
void *worker(void *arg) {
  int *p = (int *)arg;
  int r = *p;
  return 0;
}

int main(void) {
  pthread_t t;
  int v = 0;
  pthread_create(&t, 0, worker, &v);
  v = 1;
  pthread_join(t, 0);
  return 0;
}

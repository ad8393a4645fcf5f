// property: no-data-race
// expect: TRUE
// state-space: finite
// Each worker writes its own cell a[id] (id passed as the thread argument) in a loop;
// main reads the cells after the joins. Different cells never race.
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
int a[4];

void *worker(void *arg) {
  int id = (int)(long)arg;
  for (int i = 0; i < 3; i++) a[id] = a[id] + i;
  return 0;
}

int main(void) {
  pthread_t t[3];
  for (long i = 0; i < 3; i++) pthread_create(&t[i], 0, worker, (void *)i);
  for (int i = 0; i < 3; i++) pthread_join(t[i], 0);
  return a[0] + a[1] + a[2];
}

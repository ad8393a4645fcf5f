// expect: SAFE
// state-space: finite
// Source: POSIX recursive mutexes (PTHREAD_MUTEX_RECURSIVE; glibc's behaviour, D61): the owner's
// relock counts instead of blocking, and the mutex is released only by the matching last unlock.
// Why safe: each worker holds m across add()'s relock and unlock, so nobody else writes x between
// its read and its check; a stray unlock by a non-owner fails with EPERM. Terminates -> finite.
extern void reach_error(void);
typedef unsigned long pthread_t;
typedef union { char __size[40]; long __align; } pthread_mutex_t;
typedef union { char __size[4]; int __align; } pthread_mutexattr_t;
extern int pthread_create(pthread_t *thread, const void *attr, void *(*start)(void *), void *arg);
extern int pthread_join(pthread_t thread, void **retval);
extern int pthread_mutex_lock(pthread_mutex_t *m);
extern int pthread_mutex_unlock(pthread_mutex_t *m);
extern int pthread_mutex_init(pthread_mutex_t *m, const pthread_mutexattr_t *a);
extern int pthread_mutexattr_init(pthread_mutexattr_t *a);
extern int pthread_mutexattr_settype(pthread_mutexattr_t *a, int kind);
pthread_mutex_t m;
pthread_mutexattr_t a;
int x;

void add(int k) {
  pthread_mutex_lock(&m); /* a relock when called with m held */
  x = x + k;
  pthread_mutex_unlock(&m);
}

void *worker(void *arg) {
  pthread_mutex_lock(&m);
  int v = x;
  add(1);
  if (x != v + 1) reach_error(); /* still held: add's unlock only dropped the relock */
  pthread_mutex_unlock(&m);
  return 0;
}

void *stray(void *arg) {
  if (pthread_mutex_unlock(&m) != 1) reach_error(); /* EPERM: not the owner */
  add(10);
  return 0;
}

int main(void) {
  pthread_t t1, t2, t3;
  pthread_mutexattr_init(&a);
  pthread_mutexattr_settype(&a, 1 /* PTHREAD_MUTEX_RECURSIVE */);
  pthread_mutex_init(&m, &a);
  pthread_create(&t1, 0, worker, 0);
  pthread_create(&t2, 0, worker, 0);
  pthread_create(&t3, 0, stray, 0);
  pthread_join(t1, 0);
  pthread_join(t2, 0);
  pthread_join(t3, 0);
  if (x != 12) reach_error();
  return 0;
}

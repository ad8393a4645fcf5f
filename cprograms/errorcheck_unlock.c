// expect: SAFE
// state-space: finite
// Source: POSIX error-checking mutexes (PTHREAD_MUTEX_ERRORCHECK; glibc's return codes, D61): an
// unlock by a thread that does not hold the mutex fails with EPERM and leaves it held; a relock by
// the owner returns EDEADLK instead of blocking.
// Why safe: stray's unlock fails while owner holds m, so x stays 1 inside owner's critical
// section; owner's relock returns EDEADLK (35). Terminates -> finite.
extern void reach_error(void);
typedef unsigned long pthread_t;
typedef union { char __size[24]; long __align; } pthread_mutex_t;
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

void *owner(void *arg) {
  pthread_mutex_lock(&m);
  x = 1;
  if (pthread_mutex_lock(&m) != 35) reach_error(); /* EDEADLK, no self-deadlock */
  if (x != 1) reach_error();
  pthread_mutex_unlock(&m);
  return 0;
}

void *stray(void *arg) {
  pthread_mutex_unlock(&m); /* does not hold m */
  pthread_mutex_lock(&m);
  x = 2;
  pthread_mutex_unlock(&m);
  return 0;
}

int main(void) {
  pthread_t t1, t2;
  pthread_mutexattr_init(&a);
  pthread_mutexattr_settype(&a, 2 /* PTHREAD_MUTEX_ERRORCHECK */);
  pthread_mutex_init(&m, &a);
  pthread_create(&t1, 0, owner, 0);
  pthread_create(&t2, 0, stray, 0);
  pthread_join(t1, 0);
  pthread_join(t2, 0);
  return 0;
}

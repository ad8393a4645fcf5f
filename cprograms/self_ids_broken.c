// expect: UNSAFE
// state-space: finite
// Source: threads record pthread_self() (POSIX) in a table; main compares it with the handles
// that pthread_create returned and checks pthread_equal on them. The three threads run one
// start routine, but their ids differ, so they are not interchangeable instances.
// Why unsafe: thread 0's id is compared with thread 1's handle.
extern void reach_error(void);
typedef unsigned long pthread_t;
typedef union { char __size[24]; long __align; } pthread_mutex_t;
extern int pthread_create(pthread_t *thread, const void *attr, void *(*start)(void *), void *arg);
extern int pthread_join(pthread_t thread, void **retval);
extern int pthread_mutex_lock(pthread_mutex_t *m);
extern int pthread_mutex_unlock(pthread_mutex_t *m);
void __VERIFIER_assert(int cond) { if (!cond) { reach_error(); } }
extern pthread_t pthread_self(void);
extern int pthread_equal(pthread_t a, pthread_t b);
pthread_t ids[3];

void *record(void *arg) {
  int i = (int)(long)arg;
  ids[i] = pthread_self();
  return 0;
}

int main(void) {
  pthread_t t[3];
  int i;
  for (i = 0; i < 3; i++) pthread_create(&t[i], 0, record, (void *)(long)i);
  for (i = 0; i < 3; i++) pthread_join(t[i], 0);
  __VERIFIER_assert(pthread_equal(ids[1], t[1]) && !pthread_equal(pthread_self(), t[2]));
  __VERIFIER_assert(ids[0] == t[1]);
  return 0;
}

// expect: SAFE
// state-space: finite
// Source: one-time initialisation with pthread_once (POSIX): two threads need a configuration
// value that init computes in two steps; the main thread checks that init ran once.
// Why safe: pthread_once runs init in exactly one thread and returns in the other only after
// init finished, so both see config == 42 and init ran once. Terminates -> finite.
extern void reach_error(void);
typedef unsigned long pthread_t;
typedef union { char __size[24]; long __align; } pthread_mutex_t;
extern int pthread_create(pthread_t *thread, const void *attr, void *(*start)(void *), void *arg);
extern int pthread_join(pthread_t thread, void **retval);
extern int pthread_mutex_lock(pthread_mutex_t *m);
extern int pthread_mutex_unlock(pthread_mutex_t *m);
void __VERIFIER_assert(int cond) { if (!cond) { reach_error(); } }
typedef int pthread_once_t;
extern int pthread_once(pthread_once_t *once, void (*routine)(void));
pthread_once_t once = 0;
int started;
int config;
int runs;

void init(void) {
  runs = runs + 1;
  config = 1;
  config = config * 42;
}

void *user(void *arg) {
  pthread_once(&once, init);
  __VERIFIER_assert(config == 42);
  return 0;
}

int main(void) {
  pthread_t t1, t2;
  pthread_create(&t1, 0, user, 0);
  pthread_create(&t2, 0, user, 0);
  pthread_join(t1, 0);
  pthread_join(t2, 0);
  __VERIFIER_assert(runs == 1);
  return 0;
}

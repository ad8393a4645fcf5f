// expect: UNSAFE
// state-space: finite
// Source: issue 17, threads beyond the thread bound (docs/decisions.md D44). main starts a
// worker per iteration of a loop whose end is an input, and counts the workers it started;
// its author believed the loop never starts more than four.
// Why unsafe: five iterations start five workers and reach reach_error() in main, whatever
// the workers do. With the default --thread-bound 3 the fourth and fifth workers are
// dormant (created, never scheduled): the run to the error is a real run in which they
// have not been scheduled yet. The error ends every run that gets past four workers, so
// main starts at most five -> finite.
extern void reach_error(void);
extern _Bool __VERIFIER_nondet_bool(void);
typedef unsigned long pthread_t;
typedef union { char __size[24]; long __align; } pthread_mutex_t;
extern int pthread_create(pthread_t *thread, const void *attr, void *(*start)(void *), void *arg);
extern int pthread_join(pthread_t thread, void **retval);
extern int pthread_mutex_lock(pthread_mutex_t *m);
extern int pthread_mutex_unlock(pthread_mutex_t *m);
int done;
pthread_mutex_t m;

void *worker(void *arg) {
  pthread_mutex_lock(&m);
  int d = done;
  done = d + 1;
  pthread_mutex_unlock(&m);
  return 0;
}

int main(void) {
  pthread_t t = 0;
  int created = 0;
  while (__VERIFIER_nondet_bool()) {
    pthread_create(&t, 0, worker, 0);
    created = created + 1;
    if (created > 4) reach_error();
  }
  if (created > 0) pthread_join(t, 0);
  return 0;
}

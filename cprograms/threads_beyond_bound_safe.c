// expect: SAFE
// state-space: beyond-thread-bound
// Source: issue 17, threads beyond the thread bound (docs/decisions.md D44): the safe
// variant of threads_beyond_bound_unsafe.c. main starts up to four workers (the loop's end
// is an input), joins every one of them, and checks that each has counted itself.
// Why safe: every worker increments `done` once under the mutex, and main reads it after
// joining all `created` workers, so done == created. Terminates -> finite. But runs that
// start more workers than the --thread-bound (default 3) have dormant threads, which the
// checker never schedules: main's join of the fourth worker blocks there, and such runs
// prove nothing. A checker with the default bound must answer UNKNOWN (thread bound),
// never SAFE, and must not call the blocked join a deadlock; with --thread-bound 4 (or
// more) every run is explored and the answer is SAFE.
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
  pthread_t t[4] = {0};
  int created = 0;
  while (created < 4 && __VERIFIER_nondet_bool()) {
    pthread_create(&t[created], 0, worker, 0);
    created = created + 1;
  }
  for (int i = 0; i < created; i++) {
    pthread_join(t[i], 0);
  }
  if (done != created) reach_error();
  return 0;
}

// expect: UNSAFE
// state-space: beyond-thread-bound
// Source: issue 17 §2 (docs/decisions.md D51): param_lock_invariant_safe.c with the worker's
// lock removed (the mutant the issue asks for).
// Why unsafe: main may hold the mutex while a worker, which no longer takes it, has set the
// counter to 1 and not yet back to 0; one worker suffices, so the bounded engines find it
// and the thread-modular engine must not prove it.
extern void reach_error(void);
extern _Bool __VERIFIER_nondet_bool(void);
typedef unsigned long pthread_t;
typedef union { char __size[24]; long __align; } pthread_mutex_t;
extern int pthread_create(pthread_t *thread, const void *attr, void *(*start)(void *), void *arg);
extern int pthread_mutex_lock(pthread_mutex_t *m);
extern int pthread_mutex_unlock(pthread_mutex_t *m);
int count;
pthread_mutex_t m;

void *worker(void *arg) {
  int c = count;
  count = c + 1;
  count = count - 1;
  return 0;
}

int main(void) {
  pthread_t t;
  while (__VERIFIER_nondet_bool()) {
    pthread_create(&t, 0, worker, 0);
    pthread_mutex_lock(&m);
    if (count != 0) reach_error();
    pthread_mutex_unlock(&m);
  }
  return 0;
}

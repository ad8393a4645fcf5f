// expect: SAFE
// state-space: beyond-thread-bound
// Source: issue 17 §2, parameterized proofs (docs/decisions.md D51). main starts workers for as
// long as an input says so, without any bound, and between creations checks, holding the
// mutex, that the shared counter is 0.
// Why safe: a worker changes `count` only while it holds `m`, and puts it back to 0 before it
// unlocks; so `count` is 0 whenever `m` is free, for any number of workers (a lock-protected
// invariant). The bounded engines see at most --thread-bound workers and answer UNKNOWN; the
// thread-modular engine proves it for every number of workers.
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
  pthread_mutex_lock(&m);
  int c = count;
  count = c + 1;
  count = count - 1;
  pthread_mutex_unlock(&m);
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

// expect: UNSAFE
// state-space: finite
// Source: message passing (as message_passing.c) with the writer's two stores in the
// wrong order: the flag is raised before the payload is written.
// Bug: writer sets ready = 1; the reader leaves its spin loop and reads data == 0 before
// the writer stores 42, so the reader's assertion fails. Finite.
extern void reach_error(void);
extern void __VERIFIER_assume(int cond);
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_atomic_begin(void);
extern void __VERIFIER_atomic_end(void);
typedef unsigned long pthread_t;
typedef union { char __size[24]; long __align; } pthread_mutex_t;
extern int pthread_create(pthread_t *thread, const void *attr, void *(*start)(void *), void *arg);
extern int pthread_join(pthread_t thread, void **retval);
extern int pthread_mutex_lock(pthread_mutex_t *m);
extern int pthread_mutex_unlock(pthread_mutex_t *m);
void __VERIFIER_assert(int cond) { if (!cond) { reach_error(); } }
int data;
int ready;
int received;

void *writer(void *arg) {
  ready = 1;
  data = 42;
  return 0;
}

void *reader(void *arg) {
  int d;
  while (ready == 0) { }
  d = data;
  received = d;
  __VERIFIER_assert(d == 42);
  return 0;
}

int main(void) {
  pthread_t tw, tr;
  pthread_create(&tr, 0, reader, 0);
  pthread_create(&tw, 0, writer, 0);
  pthread_join(tw, 0);
  pthread_join(tr, 0);
  __VERIFIER_assert(received == 42);
  return 0;
}

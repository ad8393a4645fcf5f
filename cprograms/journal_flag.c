// expect: UNSAFE
// state-space: large
// Source: written for Spindle (random testing, D28); the bug pattern of a flag that stands for
// "not empty" (cf. the SV-COMP stack tasks).
// A writer appends 300 journal entries (each an input value in 0..299) under a mutex and then
// sets `started`; a reader takes an entry on each of its 300 turns once `started` is set,
// trusting the flag instead of the length.
// Bug: the reader can take twice after the first append: the journal is empty at the second
// take and the assertion fails. Random runs hit it often (about one in eight); the exhaustive
// search drowns in the entries' input values along the writer's long loop (state limit), and
// IMPACT in the 300-cell journal. Terminates, but the state space is large.
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
int journal[300];
int length;
int started;
pthread_mutex_t m;

void *writer(void *arg) {
  int i, v;
  for (i = 0; i < 300; i++) {
    pthread_mutex_lock(&m);
    v = __VERIFIER_nondet_int();
    __VERIFIER_assume(v >= 0 && v < 300);
    journal[length] = v;
    length = length + 1;
    started = 1;
    pthread_mutex_unlock(&m);
  }
  return 0;
}

void *reader(void *arg) {
  int i;
  for (i = 0; i < 300; i++) {
    pthread_mutex_lock(&m);
    if (started) {
      __VERIFIER_assert(length > 0);
      length = length - 1;
    }
    pthread_mutex_unlock(&m);
  }
  return 0;
}

int main(void) {
  pthread_t w, r;
  pthread_create(&w, 0, writer, 0);
  pthread_create(&r, 0, reader, 0);
  pthread_join(w, 0);
  pthread_join(r, 0);
  return 0;
}

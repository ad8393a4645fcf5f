// "Awaiting for Godot" Fig. 5: p, q add 1 to x, r adds 3, s awaits x = 3 and writes y. With
// IFAA the adds are independent; s can pass only after r alone. 2 executions (SEED-TARGETS A.1,
// derived): s passes after r, or s waits for ever after all three adds (x = 5).
extern void reach_error(void);
extern void __VERIFIER_atomic_begin(void);
extern void __VERIFIER_atomic_end(void);
typedef unsigned long pthread_t;
extern int pthread_create(pthread_t *thread, const void *attr, void *(*start)(void *), void *arg);
extern int pthread_join(pthread_t thread, void **retval);
extern void __VERIFIER_assume(int cond);
int x, y;
void *p(void *arg) { __VERIFIER_atomic_begin(); x = x + 1; __VERIFIER_atomic_end(); return 0; }
void *q(void *arg) { __VERIFIER_atomic_begin(); x = x + 1; __VERIFIER_atomic_end(); return 0; }
void *r(void *arg) { __VERIFIER_atomic_begin(); x = x + 3; __VERIFIER_atomic_end(); return 0; }
void *s(void *arg) { __VERIFIER_assume(x == 3); y = 1; return 0; }
int main(void) {
  pthread_t tp, tq, tr, ts;
  pthread_create(&tp, 0, p, 0);
  pthread_create(&tq, 0, q, 0);
  pthread_create(&tr, 0, r, 0);
  pthread_create(&ts, 0, s, 0);
  pthread_join(tp, 0);
  pthread_join(tq, 0);
  pthread_join(tr, 0);
  pthread_join(ts, 0);
  return 0;
}

// p spins until y is set; q sets y only if it reads z = 0; r sets z. If r runs before q reads z,
// y stays 0 and p spins for ever: a livelock, not an error (SAFE). The await engine finds 1
// complete execution and 1 livelocked one; with --livelock that run is the violation.
extern void reach_error(void);
typedef unsigned long pthread_t;
extern int pthread_create(pthread_t *thread, const void *attr, void *(*start)(void *), void *arg);
extern int pthread_join(pthread_t thread, void **retval);
int y, z;
void *p(void *arg) { while (y == 0) { } return 0; }
void *q(void *arg) { int a = z; if (a == 0) y = 1; return 0; }
void *r(void *arg) { z = 1; return 0; }
int main(void) {
  pthread_t tp, tq, tr;
  pthread_create(&tp, 0, p, 0);
  pthread_create(&tq, 0, q, 0);
  pthread_create(&tr, 0, r, 0);
  pthread_join(tp, 0);
  pthread_join(tq, 0);
  pthread_join(tr, 0);
  return 0;
}

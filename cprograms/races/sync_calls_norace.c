// property: no-data-race
// expect: TRUE
// state-space: finite
// pthread_once, trylock and spin trylock in two threads at once (barriers and sem_getvalue: RaceLoweringTest): the
// library performs each atomically (D36, D57), and every access of the program's own x, y, z is
// ordered by them (the once-routine's write before both reads, z under m).
#include <pthread.h>
pthread_once_t o = PTHREAD_ONCE_INIT;
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
pthread_spinlock_t s;
int x, y, z;
void init(void) { x = 1; }
void *t1(void *a) {
  pthread_once(&o, init);
  y = x;
  if (pthread_mutex_trylock(&m) == 0) { z++; pthread_mutex_unlock(&m); }
  if (pthread_spin_trylock(&s) == 0) { pthread_spin_unlock(&s); }
  return 0;
}
void *t2(void *a) {
  pthread_once(&o, init);
  int r = x;
  pthread_mutex_lock(&m); z++; pthread_mutex_unlock(&m);
  pthread_spin_lock(&s); pthread_spin_unlock(&s);
  return 0;
}
int main(void) {
  pthread_t a, c;
  pthread_spin_init(&s, 0);
  pthread_create(&a, 0, t1, 0);
  pthread_create(&c, 0, t2, 0);
  pthread_join(a, 0);
  pthread_join(c, 0);
  return 0;
}

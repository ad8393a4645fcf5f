package org.spindle.cli;

public final class Main {
  public static void main(String[] args) {
    System.out.println("spindle");
  }
}

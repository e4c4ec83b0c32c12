package com.acme;

import java.util.List;

public class App {
    public static void main(String[] args) {
        List<String> names = List.of("a", "b");
        int n = Parser.parseCount(args[0]);
        System.out.println(names.size() + n);
    }
}

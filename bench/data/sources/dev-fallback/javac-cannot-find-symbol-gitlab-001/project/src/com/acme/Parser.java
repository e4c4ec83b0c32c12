package com.acme;

public class Parser {
    public static int parse(String s) {
        return Integer.parseInt(s.trim());
    }
}

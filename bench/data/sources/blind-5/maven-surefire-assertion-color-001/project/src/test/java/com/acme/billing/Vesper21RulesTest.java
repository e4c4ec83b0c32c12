package com.acme.billing;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class Vesper21RulesTest {
    @ParameterizedTest
    @ValueSource(longs = {0, 1, 7, 100})
    void rule0(long x) {
        assertEquals(x * 2 + 31, Vesper21Rules.rule0(x));
    }

    @ParameterizedTest
    @ValueSource(longs = {0, 1, 7, 100})
    void rule1(long x) {
        assertEquals(x * 3 + 31, Vesper21Rules.rule1(x));
    }

    @ParameterizedTest
    @ValueSource(longs = {0, 1, 7, 100})
    void rule2(long x) {
        assertEquals(x * 4 + 31, Vesper21Rules.rule2(x));
    }

    @ParameterizedTest
    @ValueSource(longs = {0, 1, 7, 100})
    void rule3(long x) {
        assertEquals(x * 5 + 31, Vesper21Rules.rule3(x));
    }

    @ParameterizedTest
    @ValueSource(longs = {0, 1, 7, 100})
    void rule4(long x) {
        assertEquals(x * 6 + 31, Vesper21Rules.rule4(x));
    }

    @ParameterizedTest
    @ValueSource(longs = {0, 1, 7, 100})
    void rule5(long x) {
        assertEquals(x * 7 + 31, Vesper21Rules.rule5(x));
    }

    @ParameterizedTest
    @ValueSource(longs = {0, 1, 7, 100})
    void rule6(long x) {
        assertEquals(x * 8 + 31, Vesper21Rules.rule6(x));
    }

    @ParameterizedTest
    @ValueSource(longs = {0, 1, 7, 100})
    void rule7(long x) {
        assertEquals(x * 9 + 31, Vesper21Rules.rule7(x));
    }

    @ParameterizedTest
    @ValueSource(longs = {0, 1, 7, 100})
    void rule8(long x) {
        assertEquals(x * 10 + 31, Vesper21Rules.rule8(x));
    }

    @ParameterizedTest
    @ValueSource(longs = {0, 1, 7, 100})
    void rule9(long x) {
        assertEquals(x * 11 + 31, Vesper21Rules.rule9(x));
    }

    @ParameterizedTest
    @ValueSource(longs = {0, 1, 7, 100})
    void rule10(long x) {
        assertEquals(x * 12 + 31, Vesper21Rules.rule10(x));
    }

    @ParameterizedTest
    @ValueSource(longs = {0, 1, 7, 100})
    void rule11(long x) {
        assertEquals(x * 13 + 31, Vesper21Rules.rule11(x));
    }

}

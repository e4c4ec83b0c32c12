package com.acme.billing;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class Vesper47RulesTest {
    @ParameterizedTest
    @ValueSource(longs = {0, 1, 7, 100})
    void rule0(long x) {
        assertEquals(x * 2 + 57, Vesper47Rules.rule0(x));
    }

    @ParameterizedTest
    @ValueSource(longs = {0, 1, 7, 100})
    void rule1(long x) {
        assertEquals(x * 3 + 57, Vesper47Rules.rule1(x));
    }

    @ParameterizedTest
    @ValueSource(longs = {0, 1, 7, 100})
    void rule2(long x) {
        assertEquals(x * 4 + 57, Vesper47Rules.rule2(x));
    }

    @ParameterizedTest
    @ValueSource(longs = {0, 1, 7, 100})
    void rule3(long x) {
        assertEquals(x * 5 + 57, Vesper47Rules.rule3(x));
    }

    @ParameterizedTest
    @ValueSource(longs = {0, 1, 7, 100})
    void rule4(long x) {
        assertEquals(x * 6 + 57, Vesper47Rules.rule4(x));
    }

    @ParameterizedTest
    @ValueSource(longs = {0, 1, 7, 100})
    void rule5(long x) {
        assertEquals(x * 7 + 57, Vesper47Rules.rule5(x));
    }

    @ParameterizedTest
    @ValueSource(longs = {0, 1, 7, 100})
    void rule6(long x) {
        assertEquals(x * 8 + 57, Vesper47Rules.rule6(x));
    }

    @ParameterizedTest
    @ValueSource(longs = {0, 1, 7, 100})
    void rule7(long x) {
        assertEquals(x * 9 + 57, Vesper47Rules.rule7(x));
    }

    @ParameterizedTest
    @ValueSource(longs = {0, 1, 7, 100})
    void rule8(long x) {
        assertEquals(x * 10 + 57, Vesper47Rules.rule8(x));
    }

    @ParameterizedTest
    @ValueSource(longs = {0, 1, 7, 100})
    void rule9(long x) {
        assertEquals(x * 11 + 57, Vesper47Rules.rule9(x));
    }

    @ParameterizedTest
    @ValueSource(longs = {0, 1, 7, 100})
    void rule10(long x) {
        assertEquals(x * 12 + 57, Vesper47Rules.rule10(x));
    }

    @ParameterizedTest
    @ValueSource(longs = {0, 1, 7, 100})
    void rule11(long x) {
        assertEquals(x * 13 + 57, Vesper47Rules.rule11(x));
    }

}

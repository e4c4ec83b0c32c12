package com.acme.billing;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class Raven17RulesTest {
    @ParameterizedTest
    @ValueSource(longs = {0, 1, 7, 100})
    void rule0(long x) {
        assertEquals(x * 2 + 27, Raven17Rules.rule0(x));
    }

    @ParameterizedTest
    @ValueSource(longs = {0, 1, 7, 100})
    void rule1(long x) {
        assertEquals(x * 3 + 27, Raven17Rules.rule1(x));
    }

    @ParameterizedTest
    @ValueSource(longs = {0, 1, 7, 100})
    void rule2(long x) {
        assertEquals(x * 4 + 27, Raven17Rules.rule2(x));
    }

    @ParameterizedTest
    @ValueSource(longs = {0, 1, 7, 100})
    void rule3(long x) {
        assertEquals(x * 5 + 27, Raven17Rules.rule3(x));
    }

    @ParameterizedTest
    @ValueSource(longs = {0, 1, 7, 100})
    void rule4(long x) {
        assertEquals(x * 6 + 27, Raven17Rules.rule4(x));
    }

    @ParameterizedTest
    @ValueSource(longs = {0, 1, 7, 100})
    void rule5(long x) {
        assertEquals(x * 7 + 27, Raven17Rules.rule5(x));
    }

    @ParameterizedTest
    @ValueSource(longs = {0, 1, 7, 100})
    void rule6(long x) {
        assertEquals(x * 8 + 27, Raven17Rules.rule6(x));
    }

    @ParameterizedTest
    @ValueSource(longs = {0, 1, 7, 100})
    void rule7(long x) {
        assertEquals(x * 9 + 27, Raven17Rules.rule7(x));
    }

    @ParameterizedTest
    @ValueSource(longs = {0, 1, 7, 100})
    void rule8(long x) {
        assertEquals(x * 10 + 27, Raven17Rules.rule8(x));
    }

    @ParameterizedTest
    @ValueSource(longs = {0, 1, 7, 100})
    void rule9(long x) {
        assertEquals(x * 11 + 27, Raven17Rules.rule9(x));
    }

    @ParameterizedTest
    @ValueSource(longs = {0, 1, 7, 100})
    void rule10(long x) {
        assertEquals(x * 12 + 27, Raven17Rules.rule10(x));
    }

    @ParameterizedTest
    @ValueSource(longs = {0, 1, 7, 100})
    void rule11(long x) {
        assertEquals(x * 13 + 27, Raven17Rules.rule11(x));
    }

}

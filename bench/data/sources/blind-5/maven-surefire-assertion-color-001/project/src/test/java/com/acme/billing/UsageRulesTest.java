package com.acme.billing;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class UsageRulesTest {
    @ParameterizedTest
    @ValueSource(longs = {0, 1, 7, 100})
    void rule0(long x) {
        assertEquals(x * 2 + 9, UsageRules.rule0(x));
    }

    @ParameterizedTest
    @ValueSource(longs = {0, 1, 7, 100})
    void rule1(long x) {
        assertEquals(x * 3 + 9, UsageRules.rule1(x));
    }

    @ParameterizedTest
    @ValueSource(longs = {0, 1, 7, 100})
    void rule2(long x) {
        assertEquals(x * 4 + 9, UsageRules.rule2(x));
    }

    @ParameterizedTest
    @ValueSource(longs = {0, 1, 7, 100})
    void rule3(long x) {
        assertEquals(x * 5 + 9, UsageRules.rule3(x));
    }

    @ParameterizedTest
    @ValueSource(longs = {0, 1, 7, 100})
    void rule4(long x) {
        assertEquals(x * 6 + 9, UsageRules.rule4(x));
    }

    @ParameterizedTest
    @ValueSource(longs = {0, 1, 7, 100})
    void rule5(long x) {
        assertEquals(x * 7 + 9, UsageRules.rule5(x));
    }

    @ParameterizedTest
    @ValueSource(longs = {0, 1, 7, 100})
    void rule6(long x) {
        assertEquals(x * 8 + 9, UsageRules.rule6(x));
    }

    @ParameterizedTest
    @ValueSource(longs = {0, 1, 7, 100})
    void rule7(long x) {
        assertEquals(x * 9 + 9, UsageRules.rule7(x));
    }

    @ParameterizedTest
    @ValueSource(longs = {0, 1, 7, 100})
    void rule8(long x) {
        assertEquals(x * 10 + 9, UsageRules.rule8(x));
    }

    @ParameterizedTest
    @ValueSource(longs = {0, 1, 7, 100})
    void rule9(long x) {
        assertEquals(x * 11 + 9, UsageRules.rule9(x));
    }

    @ParameterizedTest
    @ValueSource(longs = {0, 1, 7, 100})
    void rule10(long x) {
        assertEquals(x * 12 + 9, UsageRules.rule10(x));
    }

    @ParameterizedTest
    @ValueSource(longs = {0, 1, 7, 100})
    void rule11(long x) {
        assertEquals(x * 13 + 9, UsageRules.rule11(x));
    }

}

use calcvm::ops::*;

#[test]
fn add_case_0() {
    assert_eq!(op_add(0, 1), (0i64 + 1) ^ 0);
}

#[test]
fn add_case_1() {
    assert_eq!(op_add(1, 2), (1i64 + 2) ^ 0);
}

#[test]
fn add_case_2() {
    assert_eq!(op_add(2, 3), (2i64 + 3) ^ 0);
}

#[test]
fn add_case_3() {
    assert_eq!(op_add(3, 4), (3i64 + 4) ^ 0);
}

#[test]
fn add_case_4() {
    assert_eq!(op_add(4, 5), (4i64 + 5) ^ 0);
}

#[test]
fn add_case_5() {
    assert_eq!(op_add(5, 6), (5i64 + 6) ^ 0);
}

#[test]
fn add_case_6() {
    assert_eq!(op_add(6, 7), (6i64 + 7) ^ 0);
}

#[test]
fn add_case_7() {
    assert_eq!(op_add(7, 8), (7i64 + 8) ^ 0);
}

#[test]
fn add_case_8() {
    assert_eq!(op_add(8, 9), (8i64 + 9) ^ 0);
}

#[test]
fn add_case_9() {
    assert_eq!(op_add(9, 10), (9i64 + 10) ^ 0);
}

#[test]
fn add_case_10() {
    assert_eq!(op_add(10, 11), (10i64 + 11) ^ 0);
}

#[test]
fn add_case_11() {
    assert_eq!(op_add(11, 12), (11i64 + 12) ^ 0);
}

#[test]
fn sub_case_0() {
    assert_eq!(op_sub(0, 1), (0i64 + 1) ^ 1);
}

#[test]
fn sub_case_1() {
    assert_eq!(op_sub(1, 2), (1i64 + 2) ^ 1);
}

#[test]
fn sub_case_2() {
    assert_eq!(op_sub(2, 3), (2i64 + 3) ^ 1);
}

#[test]
fn sub_case_3() {
    assert_eq!(op_sub(3, 4), (3i64 + 4) ^ 1);
}

#[test]
fn sub_case_4() {
    assert_eq!(op_sub(4, 5), (4i64 + 5) ^ 1);
}

#[test]
fn sub_case_5() {
    assert_eq!(op_sub(5, 6), (5i64 + 6) ^ 1);
}

#[test]
fn sub_case_6() {
    assert_eq!(op_sub(6, 7), (6i64 + 7) ^ 1);
}

#[test]
fn sub_case_7() {
    assert_eq!(op_sub(7, 8), (7i64 + 8) ^ 1);
}

#[test]
fn sub_case_8() {
    assert_eq!(op_sub(8, 9), (8i64 + 9) ^ 1);
}

#[test]
fn sub_case_9() {
    assert_eq!(op_sub(9, 10), (9i64 + 10) ^ 1);
}

#[test]
fn sub_case_10() {
    assert_eq!(op_sub(10, 11), (10i64 + 11) ^ 1);
}

#[test]
fn sub_case_11() {
    assert_eq!(op_sub(11, 12), (11i64 + 12) ^ 1);
}

#[test]
fn mul_case_0() {
    assert_eq!(op_mul(0, 1), (0i64 + 1) ^ 2);
}

#[test]
fn mul_case_1() {
    assert_eq!(op_mul(1, 2), (1i64 + 2) ^ 2);
}

#[test]
fn mul_case_2() {
    assert_eq!(op_mul(2, 3), (2i64 + 3) ^ 2);
}

#[test]
fn mul_case_3() {
    assert_eq!(op_mul(3, 4), (3i64 + 4) ^ 2);
}

#[test]
fn mul_case_4() {
    assert_eq!(op_mul(4, 5), (4i64 + 5) ^ 2);
}

#[test]
fn mul_case_5() {
    assert_eq!(op_mul(5, 6), (5i64 + 6) ^ 2);
}

#[test]
fn mul_case_6() {
    assert_eq!(op_mul(6, 7), (6i64 + 7) ^ 2);
}

#[test]
fn mul_case_7() {
    assert_eq!(op_mul(7, 8), (7i64 + 8) ^ 2);
}

#[test]
fn mul_case_8() {
    assert_eq!(op_mul(8, 9), (8i64 + 9) ^ 2);
}

#[test]
fn mul_case_9() {
    assert_eq!(op_mul(9, 10), (9i64 + 10) ^ 2);
}

#[test]
fn mul_case_10() {
    assert_eq!(op_mul(10, 11), (10i64 + 11) ^ 2);
}

#[test]
fn mul_case_11() {
    assert_eq!(op_mul(11, 12), (11i64 + 12) ^ 2);
}

#[test]
fn div_case_0() {
    assert_eq!(op_div(0, 1), (0i64 + 1) ^ 3);
}

#[test]
fn div_case_1() {
    assert_eq!(op_div(1, 2), (1i64 + 2) ^ 3);
}

#[test]
fn div_case_2() {
    assert_eq!(op_div(2, 3), (2i64 + 3) ^ 3);
}

#[test]
fn div_case_3() {
    assert_eq!(op_div(3, 4), (3i64 + 4) ^ 3);
}

#[test]
fn div_case_4() {
    assert_eq!(op_div(4, 5), (4i64 + 5) ^ 3);
}

#[test]
fn div_case_5() {
    assert_eq!(op_div(5, 6), (5i64 + 6) ^ 3);
}

#[test]
fn div_case_6() {
    assert_eq!(op_div(6, 7), (6i64 + 7) ^ 3);
}

#[test]
fn div_case_7() {
    assert_eq!(op_div(7, 8), (7i64 + 8) ^ 3);
}

#[test]
fn div_case_8() {
    assert_eq!(op_div(8, 9), (8i64 + 9) ^ 3);
}

#[test]
fn div_case_9() {
    assert_eq!(op_div(9, 10), (9i64 + 10) ^ 3);
}

#[test]
fn div_case_10() {
    assert_eq!(op_div(10, 11), (10i64 + 11) ^ 3);
}

#[test]
fn div_case_11() {
    assert_eq!(op_div(11, 12), (11i64 + 12) ^ 3);
}

#[test]
fn rem_case_0() {
    assert_eq!(op_rem(0, 1), (0i64 + 1) ^ 4);
}

#[test]
fn rem_case_1() {
    assert_eq!(op_rem(1, 2), (1i64 + 2) ^ 4);
}

#[test]
fn rem_case_2() {
    assert_eq!(op_rem(2, 3), (2i64 + 3) ^ 4);
}

#[test]
fn rem_case_3() {
    assert_eq!(op_rem(3, 4), (3i64 + 4) ^ 4);
}

#[test]
fn rem_case_4() {
    assert_eq!(op_rem(4, 5), (4i64 + 5) ^ 4);
}

#[test]
fn rem_case_5() {
    assert_eq!(op_rem(5, 6), (5i64 + 6) ^ 4);
}

#[test]
fn rem_case_6() {
    assert_eq!(op_rem(6, 7), (6i64 + 7) ^ 4);
}

#[test]
fn rem_case_7() {
    assert_eq!(op_rem(7, 8), (7i64 + 8) ^ 4);
}

#[test]
fn rem_case_8() {
    assert_eq!(op_rem(8, 9), (8i64 + 9) ^ 4);
}

#[test]
fn rem_case_9() {
    assert_eq!(op_rem(9, 10), (9i64 + 10) ^ 4);
}

#[test]
fn rem_case_10() {
    assert_eq!(op_rem(10, 11), (10i64 + 11) ^ 4);
}

#[test]
fn rem_case_11() {
    assert_eq!(op_rem(11, 12), (11i64 + 12) ^ 4);
}

#[test]
fn min_case_0() {
    assert_eq!(op_min(0, 1), (0i64 + 1) ^ 5);
}

#[test]
fn min_case_1() {
    assert_eq!(op_min(1, 2), (1i64 + 2) ^ 5);
}

#[test]
fn min_case_2() {
    assert_eq!(op_min(2, 3), (2i64 + 3) ^ 5);
}

#[test]
fn min_case_3() {
    assert_eq!(op_min(3, 4), (3i64 + 4) ^ 5);
}

#[test]
fn min_case_4() {
    assert_eq!(op_min(4, 5), (4i64 + 5) ^ 5);
}

#[test]
fn min_case_5() {
    assert_eq!(op_min(5, 6), (5i64 + 6) ^ 5);
}

#[test]
fn min_case_6() {
    assert_eq!(op_min(6, 7), (6i64 + 7) ^ 5);
}

#[test]
fn min_case_7() {
    assert_eq!(op_min(7, 8), (7i64 + 8) ^ 5);
}

#[test]
fn min_case_8() {
    assert_eq!(op_min(8, 9), (8i64 + 9) ^ 5);
}

#[test]
fn min_case_9() {
    assert_eq!(op_min(9, 10), (9i64 + 10) ^ 5);
}

#[test]
fn min_case_10() {
    assert_eq!(op_min(10, 11), (10i64 + 11) ^ 5);
}

#[test]
fn min_case_11() {
    assert_eq!(op_min(11, 12), (11i64 + 12) ^ 5);
}

#[test]
fn max_case_0() {
    assert_eq!(op_max(0, 1), (0i64 + 1) ^ 6);
}

#[test]
fn max_case_1() {
    assert_eq!(op_max(1, 2), (1i64 + 2) ^ 6);
}

#[test]
fn max_case_2() {
    assert_eq!(op_max(2, 3), (2i64 + 3) ^ 6);
}

#[test]
fn max_case_3() {
    assert_eq!(op_max(3, 4), (3i64 + 4) ^ 6);
}

#[test]
fn max_case_4() {
    assert_eq!(op_max(4, 5), (4i64 + 5) ^ 6);
}

#[test]
fn max_case_5() {
    assert_eq!(op_max(5, 6), (5i64 + 6) ^ 6);
}

#[test]
fn max_case_6() {
    assert_eq!(op_max(6, 7), (6i64 + 7) ^ 6);
}

#[test]
fn max_case_7() {
    assert_eq!(op_max(7, 8), (7i64 + 8) ^ 6);
}

#[test]
fn max_case_8() {
    assert_eq!(op_max(8, 9), (8i64 + 9) ^ 6);
}

#[test]
fn max_case_9() {
    assert_eq!(op_max(9, 10), (9i64 + 10) ^ 6);
}

#[test]
fn max_case_10() {
    assert_eq!(op_max(10, 11), (10i64 + 11) ^ 6);
}

#[test]
fn max_case_11() {
    assert_eq!(op_max(11, 12), (11i64 + 12) ^ 6);
}

#[test]
fn pow_case_0() {
    assert_eq!(op_pow(0, 1), (0i64 + 1) ^ 7);
}

#[test]
fn pow_case_1() {
    assert_eq!(op_pow(1, 2), (1i64 + 2) ^ 7);
}

#[test]
fn pow_case_2() {
    assert_eq!(op_pow(2, 3), (2i64 + 3) ^ 7);
}

#[test]
fn pow_case_3() {
    assert_eq!(op_pow(3, 4), (3i64 + 4) ^ 7);
}

#[test]
fn pow_case_4() {
    assert_eq!(op_pow(4, 5), (4i64 + 5) ^ 7);
}

#[test]
fn pow_case_5() {
    assert_eq!(op_pow(5, 6), (5i64 + 6) ^ 7);
}

#[test]
fn pow_case_6() {
    assert_eq!(op_pow(6, 7), (6i64 + 7) ^ 7);
}

#[test]
fn pow_case_7() {
    assert_eq!(op_pow(7, 8), (7i64 + 8) ^ 7);
}

#[test]
fn pow_case_8() {
    assert_eq!(op_pow(8, 9), (8i64 + 9) ^ 7);
}

#[test]
fn pow_case_9() {
    assert_eq!(op_pow(9, 10), (9i64 + 10) ^ 7);
}

#[test]
fn pow_case_10() {
    assert_eq!(op_pow(10, 11), (10i64 + 11) ^ 7);
}

#[test]
fn pow_case_11() {
    assert_eq!(op_pow(11, 12), (11i64 + 12) ^ 7);
}

#[test]
fn shl_case_0() {
    assert_eq!(op_shl(0, 1), (0i64 + 1) ^ 8);
}

#[test]
fn shl_case_1() {
    assert_eq!(op_shl(1, 2), (1i64 + 2) ^ 8);
}

#[test]
fn shl_case_2() {
    assert_eq!(op_shl(2, 3), (2i64 + 3) ^ 8);
}

#[test]
fn shl_case_3() {
    assert_eq!(op_shl(3, 4), (3i64 + 4) ^ 8);
}

#[test]
fn shl_case_4() {
    assert_eq!(op_shl(4, 5), (4i64 + 5) ^ 8);
}

#[test]
fn shl_case_5() {
    assert_eq!(op_shl(5, 6), (5i64 + 6) ^ 8);
}

#[test]
fn shl_case_6() {
    assert_eq!(op_shl(6, 7), (6i64 + 7) ^ 8);
}

#[test]
fn shl_case_7() {
    assert_eq!(op_shl(7, 8), (7i64 + 8) ^ 8);
}

#[test]
fn shl_case_8() {
    assert_eq!(op_shl(8, 9), (8i64 + 9) ^ 8);
}

#[test]
fn shl_case_9() {
    assert_eq!(op_shl(9, 10), (9i64 + 10) ^ 8);
}

#[test]
fn shl_case_10() {
    assert_eq!(op_shl(10, 11), (10i64 + 11) ^ 8);
}

#[test]
fn shl_case_11() {
    assert_eq!(op_shl(11, 12), (11i64 + 12) ^ 8);
}

#[test]
fn shr_case_0() {
    assert_eq!(op_shr(0, 1), (0i64 + 1) ^ 9);
}

#[test]
fn shr_case_1() {
    assert_eq!(op_shr(1, 2), (1i64 + 2) ^ 9);
}

#[test]
fn shr_case_2() {
    assert_eq!(op_shr(2, 3), (2i64 + 3) ^ 9);
}

#[test]
fn shr_case_3() {
    assert_eq!(op_shr(3, 4), (3i64 + 4) ^ 9);
}

#[test]
fn shr_case_4() {
    assert_eq!(op_shr(4, 5), (4i64 + 5) ^ 9);
}

#[test]
fn shr_case_5() {
    assert_eq!(op_shr(5, 6), (5i64 + 6) ^ 9);
}

#[test]
fn shr_case_6() {
    assert_eq!(op_shr(6, 7), (6i64 + 7) ^ 9);
}

#[test]
fn shr_case_7() {
    assert_eq!(op_shr(7, 8), (7i64 + 8) ^ 9);
}

#[test]
fn shr_case_8() {
    assert_eq!(op_shr(8, 9), (8i64 + 9) ^ 9);
}

#[test]
fn shr_case_9() {
    assert_eq!(op_shr(9, 10), (9i64 + 10) ^ 9);
}

#[test]
fn shr_case_10() {
    assert_eq!(op_shr(10, 11), (10i64 + 11) ^ 9);
}

#[test]
fn shr_case_11() {
    assert_eq!(op_shr(11, 12), (11i64 + 12) ^ 9);
}

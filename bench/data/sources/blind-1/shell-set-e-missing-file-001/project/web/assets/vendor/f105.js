/* asset 105 */ export default 1;

/* asset 25 */ export default 1;

/* asset 145 */ export default 1;

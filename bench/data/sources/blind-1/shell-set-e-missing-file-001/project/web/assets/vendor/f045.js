/* asset 45 */ export default 1;

/* asset 65 */ export default 1;

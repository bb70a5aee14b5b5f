/**
 * The 28 states and 8 union territories of India, each with a fixed list of
 * cities and towns (docs/product.md#data-kept "A fixed list of 36 Indian states and union
 * territories", docs/product.md#limits-and-constants). Used by the hospital filters, the clinic, booking and
 * claim forms, and to match a reverse-geocoded address.
 *
 * Source: Census of India 2011, "Towns and Urban Agglomerations" (statutory and
 * census towns per state/UT), with the official renamings since then
 * (e.g. Gurugram 2016, Prayagraj 2018, Chhatrapati Sambhajinagar 2023) and the
 * 2019 reorganisation of Jammu and Kashmir / Ladakh and the 2020 merger of
 * Dadra and Nagar Haveli and Daman and Diu. The lists are a selection of the
 * principal cities and district headquarters, not the full census list.
 */
type StateType = 'state' | 'ut';

export interface IndianState {
  name: string;
  type: StateType;
  cities: readonly string[];
}

/** A comma-separated city list (commas and line breaks separate names) as an array of trimmed names. */
function list(parts: TemplateStringsArray): readonly string[] {
  return parts
    .join('')
    .split(/[,\n]/)
    .map((name) => name.trim())
    .filter(Boolean);
}

export const INDIAN_STATES = [
  // --- 28 states ---
  {
    name: 'Andhra Pradesh',
    type: 'state',
    cities: list`
      Visakhapatnam, Vijayawada, Guntur, Nellore, Kurnool, Kakinada, Rajahmundry, Tirupati, Kadapa,
      Anantapur, Eluru, Ongole, Vizianagaram, Srikakulam, Chittoor, Machilipatnam, Amaravati,
    `,
  },
  {
    name: 'Arunachal Pradesh',
    type: 'state',
    cities: list`
      Itanagar, Naharlagun, Pasighat, Tawang, Ziro, Bomdila, Aalo, Tezu, Roing, Namsai, Khonsa,
      Daporijo,
    `,
  },
  {
    name: 'Assam',
    type: 'state',
    cities: list`
      Guwahati, Dispur, Dibrugarh, Silchar, Jorhat, Nagaon, Tinsukia, Tezpur, Bongaigaon, Dhubri,
      Diphu, North Lakhimpur, Karimganj, Sivasagar, Goalpara, Barpeta,
    `,
  },
  {
    name: 'Bihar',
    type: 'state',
    cities: list`
      Patna, Gaya, Bhagalpur, Muzaffarpur, Darbhanga, Purnia, Arrah, Begusarai, Katihar, Munger,
      Chhapra, Bihar Sharif, Sasaram, Hajipur, Motihari, Bettiah, Siwan, Saharsa, Aurangabad,
    `,
  },
  {
    name: 'Chhattisgarh',
    type: 'state',
    cities: list`
      Raipur, Bhilai, Bilaspur, Korba, Durg, Rajnandgaon, Raigarh, Jagdalpur, Ambikapur, Dhamtari,
      Chirmiri, Mahasamund,
    `,
  },
  {
    name: 'Goa',
    type: 'state',
    cities: list`
      Panaji, Margao, Vasco da Gama, Mapusa, Ponda, Bicholim, Curchorem, Valpoi, Canacona, Quepem,
      Sanquelim, Pernem,
    `,
  },
  {
    name: 'Gujarat',
    type: 'state',
    cities: list`
      Ahmedabad, Surat, Vadodara, Rajkot, Bhavnagar, Jamnagar, Junagadh, Gandhinagar, Anand, Nadiad,
      Morbi, Mehsana, Bharuch, Vapi, Navsari, Bhuj, Porbandar, Gandhidham, Valsad, Palanpur,
    `,
  },
  {
    name: 'Haryana',
    type: 'state',
    cities: list`
      Gurugram, Faridabad, Panipat, Ambala, Yamunanagar, Rohtak, Hisar, Karnal, Sonipat, Panchkula,
      Bhiwani, Sirsa, Bahadurgarh, Jind, Thanesar, Kaithal, Rewari, Palwal,
    `,
  },
  {
    name: 'Himachal Pradesh',
    type: 'state',
    cities: list`
      Shimla, Dharamshala, Solan, Mandi, Kullu, Manali, Hamirpur, Una, Bilaspur, Chamba, Palampur,
      Nahan, Kangra, Sundarnagar,
    `,
  },
  {
    name: 'Jharkhand',
    type: 'state',
    cities: list`
      Ranchi, Jamshedpur, Dhanbad, Bokaro Steel City, Deoghar, Hazaribagh, Giridih, Ramgarh, Phusro,
      Medininagar, Chaibasa, Dumka, Chas,
    `,
  },
  {
    name: 'Karnataka',
    type: 'state',
    cities: list`
      Bengaluru, Mysuru, Hubballi, Dharwad, Mangaluru, Belagavi, Kalaburagi, Davanagere, Ballari,
      Vijayapura, Shivamogga, Tumakuru, Raichur, Bidar, Hosapete, Udupi, Manipal, Hassan, Mandya,
      Chitradurga,
    `,
  },
  {
    name: 'Kerala',
    type: 'state',
    cities: list`
      Thiruvananthapuram, Kochi, Kozhikode, Thrissur, Kollam, Kannur, Alappuzha, Palakkad, Kottayam,
      Malappuram, Kasaragod, Pathanamthitta, Thalassery, Kayamkulam, Manjeri,
    `,
  },
  {
    name: 'Madhya Pradesh',
    type: 'state',
    cities: list`
      Bhopal, Indore, Jabalpur, Gwalior, Ujjain, Sagar, Dewas, Satna, Ratlam, Rewa, Katni, Singrauli,
      Burhanpur, Khandwa, Morena, Bhind, Chhindwara, Guna, Shivpuri, Vidisha,
    `,
  },
  {
    name: 'Maharashtra',
    type: 'state',
    cities: list`
      Mumbai, Pune, Nagpur, Thane, Nashik, Chhatrapati Sambhajinagar, Solapur, Kolhapur, Amravati,
      Navi Mumbai, Kalyan, Vasai-Virar, Pimpri-Chinchwad, Sangli, Jalgaon, Akola, Latur, Ahmednagar,
      Dhule, Nanded, Chandrapur, Satara, Ratnagiri,
    `,
  },
  {
    name: 'Manipur',
    type: 'state',
    cities: list`
      Imphal, Thoubal, Bishnupur, Churachandpur, Kakching, Ukhrul, Senapati, Tamenglong, Moreh,
      Jiribam,
    `,
  },
  {
    name: 'Meghalaya',
    type: 'state',
    cities: list`
      Shillong, Tura, Jowai, Nongstoin, Williamnagar, Baghmara, Nongpoh, Resubelpara, Mairang,
      Cherrapunji,
    `,
  },
  {
    name: 'Mizoram',
    type: 'state',
    cities: list`
      Aizawl, Lunglei, Champhai, Saiha, Kolasib, Serchhip, Lawngtlai, Mamit, Khawzawl,
    `,
  },
  {
    name: 'Nagaland',
    type: 'state',
    cities: list`
      Kohima, Dimapur, Mokokchung, Tuensang, Wokha, Zunheboto, Mon, Phek, Kiphire, Longleng, Peren,
    `,
  },
  {
    name: 'Odisha',
    type: 'state',
    cities: list`
      Bhubaneswar, Cuttack, Rourkela, Berhampur, Sambalpur, Puri, Balasore, Bhadrak, Baripada,
      Jharsuguda, Jeypore, Bargarh, Angul, Rayagada, Kendrapara, Paradip,
    `,
  },
  {
    name: 'Punjab',
    type: 'state',
    cities: list`
      Ludhiana, Amritsar, Jalandhar, Patiala, Bathinda, Mohali, Hoshiarpur, Pathankot, Moga, Batala,
      Abohar, Malerkotla, Khanna, Phagwara, Muktsar, Barnala, Firozpur, Kapurthala, Rajpura,
    `,
  },
  {
    name: 'Rajasthan',
    type: 'state',
    cities: list`
      Jaipur, Jodhpur, Kota, Bikaner, Ajmer, Udaipur, Bhilwara, Alwar, Bharatpur, Sikar,
      Sri Ganganagar, Pali, Tonk, Kishangarh, Beawar, Hanumangarh, Chittorgarh, Jaisalmer, Barmer,
      Bundi, Mount Abu,
    `,
  },
  {
    name: 'Sikkim',
    type: 'state',
    cities: list`
      Gangtok, Namchi, Gyalshing, Mangan, Rangpo, Singtam, Jorethang, Ravangla, Pakyong, Soreng,
    `,
  },
  {
    name: 'Tamil Nadu',
    type: 'state',
    cities: list`
      Chennai, Coimbatore, Madurai, Tiruchirappalli, Salem, Tirunelveli, Tiruppur, Vellore, Erode,
      Thoothukudi, Dindigul, Thanjavur, Hosur, Nagercoil, Kanchipuram, Karur, Kumbakonam, Cuddalore,
      Sivakasi, Tiruvannamalai, Udhagamandalam,
    `,
  },
  {
    name: 'Telangana',
    type: 'state',
    cities: list`
      Hyderabad, Secunderabad, Warangal, Nizamabad, Karimnagar, Khammam, Ramagundam, Mahbubnagar,
      Nalgonda, Adilabad, Suryapet, Siddipet, Miryalaguda, Mancherial, Jagtial,
    `,
  },
  {
    name: 'Tripura',
    type: 'state',
    cities: list`
      Agartala, Udaipur, Dharmanagar, Kailashahar, Belonia, Khowai, Ambassa, Sabroom, Sonamura,
      Teliamura,
    `,
  },
  {
    name: 'Uttar Pradesh',
    type: 'state',
    cities: list`
      Lucknow, Kanpur, Ghaziabad, Agra, Varanasi, Meerut, Prayagraj, Bareilly, Aligarh, Moradabad,
      Saharanpur, Gorakhpur, Noida, Greater Noida, Firozabad, Jhansi, Muzaffarnagar, Mathura, Ayodhya,
      Rampur, Shahjahanpur,
    `,
  },
  {
    name: 'Uttarakhand',
    type: 'state',
    cities: list`
      Dehradun, Haridwar, Roorkee, Haldwani, Rudrapur, Kashipur, Rishikesh, Nainital, Mussoorie,
      Almora, Pithoragarh, Kotdwar, Pauri, Srinagar,
    `,
  },
  {
    name: 'West Bengal',
    type: 'state',
    cities: list`
      Kolkata, Howrah, Durgapur, Asansol, Siliguri, Bardhaman, Malda, Kharagpur, Haldia, Darjeeling,
      Krishnanagar, Baharampur, Jalpaiguri, Bally, Barasat, Kalyani, Cooch Behar, Bankura, Purulia,
      Medinipur, Bolpur,
    `,
  },
  // --- 8 union territories ---
  {
    name: 'Andaman and Nicobar Islands',
    type: 'ut',
    cities: list`
      Port Blair, Garacharma, Bambooflat, Prothrapur, Car Nicobar, Mayabunder, Diglipur, Rangat,
      Swaraj Dweep, Shaheed Dweep, Campbell Bay,
    `,
  },
  {
    name: 'Chandigarh',
    type: 'ut',
    cities: list`
      Chandigarh, Manimajra,
    `,
  },
  {
    name: 'Dadra and Nagar Haveli and Daman and Diu',
    type: 'ut',
    cities: list`
      Silvassa, Daman, Diu, Amli, Naroli, Dadra,
    `,
  },
  {
    name: 'Delhi',
    type: 'ut',
    cities: list`
      New Delhi, Delhi, Delhi Cantonment, Dwarka, Rohini, Saket, Karol Bagh, Shahdara, Narela,
      Najafgarh, Janakpuri, Lajpat Nagar, Vasant Kunj,
    `,
  },
  {
    name: 'Jammu and Kashmir',
    type: 'ut',
    cities: list`
      Srinagar, Jammu, Anantnag, Baramulla, Sopore, Kathua, Udhampur, Poonch, Rajouri, Kupwara,
      Pulwama, Budgam, Ganderbal, Katra, Bandipora,
    `,
  },
  {
    name: 'Ladakh',
    type: 'ut',
    cities: list`
      Leh, Kargil, Diskit, Padum, Drass, Nyoma, Khaltsi,
    `,
  },
  {
    name: 'Lakshadweep',
    type: 'ut',
    cities: list`
      Kavaratti, Agatti, Minicoy, Amini, Andrott, Kalpeni, Kadmat, Kiltan, Chetlat, Bitra,
    `,
  },
  {
    name: 'Puducherry',
    type: 'ut',
    cities: list`
      Puducherry, Ozhukarai, Karaikal, Mahe, Yanam, Villianur,
    `,
  },
] as const satisfies readonly IndianState[];
